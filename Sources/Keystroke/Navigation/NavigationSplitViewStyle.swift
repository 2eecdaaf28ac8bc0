/// How a ``NavigationSplitView`` sizes its detail column against the others, chosen with
/// `.navigationSplitViewStyle(_:)`. A terminal lays the columns side by side in the window's
/// width, which is what `.balanced` asks for; `.prominentDetail` (the detail keeping its size,
/// the other columns drawn over it) is accepted and laid out the same way.
public protocol NavigationSplitViewStyle {}

/// The platform's default split view style: the balanced layout.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

/// Columns that share the width: showing the sidebar narrows the detail.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

/// A detail column that keeps its size while the other columns show.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The default style.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns that share the width.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// A detail column that keeps its size.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style of split views inside this view. Every style lays the columns side by
  /// side in a terminal, as `.balanced` does, so the style changes nothing.
  public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S)
    -> some View
  {
    self
  }
}
