/// The default tab view style: a tab bar along the top of the tab view.
public struct DefaultTabViewStyle: TabViewStyle, ResolvableTabViewStyle {
  /// Creates the default style.
  nonisolated public init() {}

  var kind: TabViewStyleKind { .automatic }
}
