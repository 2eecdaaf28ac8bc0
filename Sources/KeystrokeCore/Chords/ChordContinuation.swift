/// A binding that can complete or extend a pending chord, for a hint ("ctrl+s  Save All").
public struct ChordContinuation: Hashable, Sendable {
  /// The key to press next.
  public var next: Shortcut
  /// The binding's full keys.
  public var keys: KeySequence
  /// The control's or command's title.
  public var title: String
  /// What the binding triggers.
  public var target: DispatchTarget

  /// Creates a continuation.
  public init(next: Shortcut, keys: KeySequence, title: String, target: DispatchTarget) {
    self.next = next
    self.keys = keys
    self.title = title
    self.target = target
  }
}
