/// The keys of a chord typed so far, carried from one key to the next.
///
/// Dispatch is pure, so the caller keeps this value: pass ``idle`` at first, then the
/// ``DispatchResult/chord`` of each result with the next key.
public struct ChordState: Hashable, Sendable {
  /// The keys pressed so far; empty when no chord is pending.
  public var prefix: [Shortcut]
  /// When the last key of ``prefix`` was pressed, on the caller's clock.
  public var lastKeyAt: Duration

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - prefix: The keys pressed so far.
  ///   - lastKeyAt: When the last of them was pressed.
  public init(prefix: [Shortcut], lastKeyAt: Duration) {
    self.prefix = prefix
    self.lastKeyAt = lastKeyAt
  }

  /// No chord pending.
  public static let idle = ChordState(prefix: [], lastKeyAt: .zero)

  /// Whether a chord is waiting for its next key.
  public var isPending: Bool { !prefix.isEmpty }

  /// When a pending chord gives up waiting.
  public func deadline(timeout: Duration) -> Duration { lastKeyAt + timeout }

  /// Whether a pending chord has waited longer than `timeout` at `now`.
  public func hasExpired(at now: Duration, timeout: Duration) -> Bool {
    isPending && now - lastKeyAt > timeout
  }
}
