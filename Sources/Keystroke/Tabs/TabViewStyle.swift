/// How a ``TabView`` presents its tabs. Use the built-in styles: `.automatic`, `.tabBarOnly`,
/// `.sidebarAdaptable` and `.page`.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The presentation a style asks for.
enum TabViewStyleKind: Equatable {
  case automatic
  case tabBarOnly
  case sidebarAdaptable
  case page(PageTabViewStyle.IndexDisplayMode)
}

/// A style Keystroke knows how to draw.
@MainActor
protocol ResolvableTabViewStyle {
  /// The presentation the style asks for.
  var kind: TabViewStyleKind { get }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default style: a tab bar along the top.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar along the top, never a sidebar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A sidebar in regular width and a tab bar in compact width; View › Show/Hide Sidebar
  /// switches between them.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages paged with ←/→ and PageUp/PageDown, with index dots at the bottom.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages with index dots shown per `indexDisplayMode`.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
