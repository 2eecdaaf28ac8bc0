/// How a menu button is drawn; chosen with `.menuStyle(_:)`. Terminal menus are drawn one way, so the style is accepted and has no effect.
public protocol MenuStyle: Sendable {}

/// The platform's default menu style.
public struct DefaultMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's default menu style.
  public static var `automatic`: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var `button`: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a borderless button.
  public static var `borderlessButton`: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Sets the style of menus in this view (no effect in a terminal).
  public consuming func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

  /// Shows or hides the indicator (a chevron) of menus inside this view; a terminal menu
  /// button is drawn one way, so it has no effect.
  public consuming func menuIndicator(_ visibility: Visibility) -> some View { self }
}
