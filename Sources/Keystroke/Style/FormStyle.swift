/// How a form is laid out; chosen with `.formStyle(_:)`. A terminal form is one column of aligned controls in every style, so the style is accepted and has no effect.
public protocol FormStyle: Sendable {}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Sections in grouped boxes.
public struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Labels and controls in two columns.
public struct ColumnsFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default form style.
  public static var `automatic`: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections in grouped boxes.
  public static var `grouped`: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in two columns.
  public static var `columns`: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of forms in this view (no effect in a terminal).
  public consuming func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
