/// A bar that toolbar modifiers such as `.toolbarBackground(_:for:)` address.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String

  /// The platform's choice of bar.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar (the terminal's title line).
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The window toolbar.
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}
