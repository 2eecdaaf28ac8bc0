/// The title of the software keyboard's return key; `.submitLabel(_:)` accepts it. A terminal
/// has no software keyboard: Return submits whatever the label.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// "Done".
  public static let done = SubmitLabel(name: "done")
  /// "Go".
  public static let go = SubmitLabel(name: "go")
  /// "Send".
  public static let send = SubmitLabel(name: "send")
  /// "Join".
  public static let join = SubmitLabel(name: "join")
  /// "Route".
  public static let route = SubmitLabel(name: "route")
  /// "Search".
  public static let search = SubmitLabel(name: "search")
  /// "Return".
  public static let `return` = SubmitLabel(name: "return")
  /// "Next".
  public static let next = SubmitLabel(name: "next")
  /// "Continue".
  public static let `continue` = SubmitLabel(name: "continue")
}
