/// The keys a binding needs: one shortcut, or a chord of several pressed in turn
/// (`ctrl+k ctrl+s`).
public struct KeySequence: Hashable, Sendable {
  /// The shortcuts, in the order they are pressed; never empty.
  public let steps: [Shortcut]

  /// Creates a sequence from its steps, or `nil` if `steps` is empty.
  public init?(_ steps: [Shortcut]) {
    guard !steps.isEmpty else { return nil }
    self.steps = steps
  }

  /// Creates a sequence of one shortcut.
  public init(_ shortcut: Shortcut) { steps = [shortcut] }

  /// The first shortcut.
  public var first: Shortcut { steps[0] }

  /// Whether the sequence is a single shortcut.
  public var isSingle: Bool { steps.count == 1 }

  /// Whether `prefix` is a proper prefix of this sequence.
  public func hasProperPrefix(_ prefix: [Shortcut]) -> Bool {
    prefix.count < steps.count && Array(steps.prefix(prefix.count)) == prefix
  }

  /// Whether pressing one of the sequences gets in the way of the other: they are the same,
  /// or one is a prefix of the other (`ctrl+k` and `ctrl+k ctrl+s`), so the binding dispatch
  /// finds first decides and the other never fires.
  public func overlaps(_ other: KeySequence) -> Bool {
    let shorter = min(steps.count, other.steps.count)
    return steps.prefix(shorter).elementsEqual(other.steps.prefix(shorter))
  }
}
