/// How a ``NavigationView`` arranges its content; chosen with `.navigationViewStyle(_:)`. A
/// terminal always shows one stack, so the style is accepted and has no effect.
public protocol NavigationViewStyle {}

/// The platform's default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// A navigation view that shows one screen at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// A navigation view that shows its children as columns.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// A navigation view that shows its children as columns (the newer name).
public typealias ColumnNavigationViewStyle = DoubleColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Children as columns.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
  /// Sets the style of navigation views inside this view; a terminal shows one stack, so it
  /// has no effect.
  public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}
