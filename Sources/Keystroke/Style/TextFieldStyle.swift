/// How a text field is drawn; chosen with `.textFieldStyle(_:)`. Terminal text fields are drawn one way, so the style is accepted and has no effect.
public protocol TextFieldStyle: Sendable {}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

/// A plain text field.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

/// A text field with a square border.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default text field style.
  public static var `automatic`: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A plain text field.
  public static var `plain`: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field with a rounded border.
  public static var `roundedBorder`: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A text field with a square border.
  public static var `squareBorder`: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension View {
  /// Sets the style of text fields in this view (no effect in a terminal).
  public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
