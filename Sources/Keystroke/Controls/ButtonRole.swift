/// What a button does, which changes how it is drawn: destructive buttons are red, cancel
/// buttons answer Escape in dialogs.
public struct ButtonRole: Hashable, Sendable {
  private let name: String
  /// The button deletes or discards something.
  public static let destructive = ButtonRole(name: "destructive")
  /// The button cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
}
