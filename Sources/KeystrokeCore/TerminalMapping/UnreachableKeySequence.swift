/// A declared key sequence that no keys reach on a terminal, with the reason.
public struct UnreachableKeySequence: Hashable, Sendable {
  /// The sequence as declared.
  public let sequence: KeySequence
  /// Why it cannot be pressed, naming the step when a chord has several.
  public let reason: String

  /// Creates an entry.
  public init(sequence: KeySequence, reason: String) {
    self.sequence = sequence
    self.reason = reason
  }
}
