/// One binding dispatch can consider: a target, its keys, and where it was found.
public struct DispatchCandidate: Hashable, Sendable {
  /// What the binding triggers.
  public var target: DispatchTarget
  /// The title of the control or command.
  public var title: String
  /// The keys that trigger it.
  public var keys: KeySequence
  /// Whether it can act now.
  public var isEnabled: Bool
  /// Where it was found.
  public var scope: DispatchScope

  /// Creates a candidate.
  ///
  /// - Parameters:
  ///   - target: What it triggers.
  ///   - title: Its title.
  ///   - keys: Its keys.
  ///   - isEnabled: Whether it can act now.
  ///   - scope: Where it was found.
  public init(
    target: DispatchTarget, title: String, keys: KeySequence, isEnabled: Bool,
    scope: DispatchScope
  ) {
    self.target = target
    self.title = title
    self.keys = keys
    self.isEnabled = isEnabled
    self.scope = scope
  }

  /// A stable one-line description: `control "save" "Save" [cmd+s]`.
  public var label: String {
    "\(target.label) \"\(title)\" [\(keys.traceText)]"
  }
}
