/// Where a tab's visibility or customization behaviour applies: the tab bar, the sidebar, or
/// both (``automatic``).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  enum Kind: Hashable { case automatic, tabBar, sidebar }
  let kind: Kind

  /// Every placement.
  public static let automatic = AdaptableTabBarPlacement(kind: .automatic)
  /// The tab bar (compact width, `.tabBarOnly`, or `.sidebarAdaptable` with the sidebar off).
  public static let tabBar = AdaptableTabBarPlacement(kind: .tabBar)
  /// The sidebar of `.sidebarAdaptable` in regular width.
  public static let sidebar = AdaptableTabBarPlacement(kind: .sidebar)
}
