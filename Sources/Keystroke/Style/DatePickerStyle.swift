/// How a date picker is drawn; chosen with `.datePickerStyle(_:)`. A terminal date picker is
/// a typed field whose arrows step the part under the cursor (much like macOS's
/// `.stepperField`) in every style, so the style is accepted and has no effect.
public protocol DatePickerStyle: Sendable {}

/// The platform's default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A compact label that opens an editor.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A calendar or clock shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// Scrolling wheels, one per component.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// An editable field.
public struct FieldDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// An editable field with a stepper for the selected component.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default style.
  public static var `automatic`: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact label that opens an editor.
  public static var `compact`: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar or clock shown in place.
  public static var `graphical`: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Scrolling wheels.
  public static var `wheel`: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// An editable field.
  public static var `field`: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// An editable field with a stepper.
  public static var `stepperField`: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
  /// Sets the style of date pickers in this view (no effect in a terminal: every date picker
  /// is a typed field whose arrows step the part under the cursor).
  public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
