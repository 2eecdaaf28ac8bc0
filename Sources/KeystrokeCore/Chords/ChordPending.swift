/// A chord waiting for its next key: the keys so far, what can follow, and until when.
public struct ChordPending: Hashable, Sendable {
  /// The keys pressed so far.
  public var prefix: [Shortcut]
  /// The enabled, reachable bindings that can follow, in dispatch order.
  public var continuations: [ChordContinuation]
  /// When the chord gives up waiting, on the caller's clock.
  public var deadline: Duration

  /// Creates a pending chord.
  public init(prefix: [Shortcut], continuations: [ChordContinuation], deadline: Duration) {
    self.prefix = prefix
    self.continuations = continuations
    self.deadline = deadline
  }
}
