/// One finding of the conflict analysis: the two parties, the keys, and why it matters.
public struct ShortcutConflict: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is.
  public var kind: ConflictKind
  /// The keys in question.
  public var keys: KeySequence
  /// The party that wins or owns the keys (for two bindings, the one dispatch finds first).
  public var first: ConflictParty
  /// The party that loses or is affected.
  public var second: ConflictParty
  /// Why, in one stable sentence.
  public var reason: String

  /// Creates a finding.
  public init(
    kind: ConflictKind, keys: KeySequence, first: ConflictParty, second: ConflictParty,
    reason: String
  ) {
    self.kind = kind
    self.keys = keys
    self.first = first
    self.second = second
    self.reason = reason
  }

  /// `kind [keys]: reason`.
  public var description: String { "\(kind.rawValue) [\(keys.traceText)]: \(reason)" }
}
