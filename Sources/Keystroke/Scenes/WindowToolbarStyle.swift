/// How a window's toolbar sits with its title bar. A terminal draws a toolbar as a line of
/// its own in every style.
public protocol WindowToolbarStyle: Sendable {}

/// The platform's usual toolbar.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  /// Creates the style.
  public init() {}
}

/// A toolbar below the title.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  /// Creates the style.
  public init() {}
}

/// A toolbar beside the title.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  /// Creates the style; the title is shown.
  public init() {}

  /// Creates the style, showing the title or not.
  public init(showsTitle: Bool) {}
}

/// A compact toolbar beside the title.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  /// Creates the style; the title is shown.
  public init() {}

  /// Creates the style, showing the title or not.
  public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  /// The platform's usual toolbar.
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// A toolbar below the title.
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// A toolbar beside the title.
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }

  /// A toolbar beside the title, showing the title or not.
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// A compact toolbar beside the title.
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle()
  }

  /// A compact toolbar beside the title, showing the title or not.
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension Scene {
  /// Accepted and has no effect: a terminal draws a toolbar the same way in every style.
  nonisolated public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
    self
  }
}
