/// Which container a `.containerBackground` is for: accepted, and the background has no effect
/// in a terminal (containers are drawn on the terminal's own background).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String

  /// Inside a `NavigationStack` or `NavigationSplitView`.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")

  /// Behind the content of a `NavigationSplitView`.
  public static let navigationSplitView = ContainerBackgroundPlacement(
    name: "navigationSplitView")

  /// Inside a `TabView`.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")

  /// Inside a `Window` or `WindowGroup`.
  public static let window = ContainerBackgroundPlacement(name: "window")
}
