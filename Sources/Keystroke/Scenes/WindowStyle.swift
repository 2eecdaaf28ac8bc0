/// How a window's frame and title bar look. A terminal window is the whole screen with the
/// menu bar on top, so every style draws the same.
public protocol WindowStyle: Sendable {}

/// The platform's usual window.
public struct DefaultWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

/// A window whose title bar is hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

/// A window with no chrome of its own.
public struct PlainWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The platform's usual window.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A window with a title bar.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A window whose title bar is hidden.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
  /// A window with no chrome of its own.
  public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

extension Scene {
  /// Accepted and has no effect: a terminal window is the whole screen in every style.
  nonisolated public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }
}
