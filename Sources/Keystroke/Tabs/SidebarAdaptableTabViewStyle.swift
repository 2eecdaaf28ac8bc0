/// A sidebar on the left in regular width (100 columns or more), a tab bar in compact width.
/// Resizing switches live and keeps the selection; View › Show/Hide Sidebar switches by hand.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, ResolvableTabViewStyle {
  /// Creates the style.
  nonisolated public init() {}

  var kind: TabViewStyleKind { .sidebarAdaptable }
}
