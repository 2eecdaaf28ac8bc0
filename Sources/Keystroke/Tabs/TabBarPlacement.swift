/// Where a tab view currently shows its tabs, read from the environment inside a tab's content
/// as ``EnvironmentValues/tabBarPlacement``.
public struct TabBarPlacement: Hashable, Sendable {
  enum Kind: Hashable { case topBar, sidebar, bottomBar, ornament, pageIndicator }
  let kind: Kind

  /// A tab bar along the top (Keystroke's tab bar).
  public static let topBar = TabBarPlacement(kind: .topBar)
  /// A sidebar.
  public static let sidebar = TabBarPlacement(kind: .sidebar)
  /// A tab bar along the bottom (not used by Keystroke).
  public static let bottomBar = TabBarPlacement(kind: .bottomBar)
  /// An ornament (not used by Keystroke).
  public static let ornament = TabBarPlacement(kind: .ornament)
  /// A page indicator (the `.page` style).
  public static let pageIndicator = TabBarPlacement(kind: .pageIndicator)
}
