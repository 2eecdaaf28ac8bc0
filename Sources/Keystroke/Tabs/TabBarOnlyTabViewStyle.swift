/// A tab bar along the top of the tab view in every width.
public struct TabBarOnlyTabViewStyle: TabViewStyle, ResolvableTabViewStyle {
  /// Creates the style.
  nonisolated public init() {}

  var kind: TabViewStyleKind { .tabBarOnly }
}
