/// How a toggle is drawn; chosen with `.toggleStyle(_:)`. The built-in styles (`.automatic`,
/// `.switch`, `.checkbox`, `.button`) all draw `[x] Title` in a terminal; a custom style's
/// body replaces the toggle (make it interactive with a `Button` that flips
/// `configuration.isOn`, as in SwiftUI).
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// The toggle as the style sees it.
  typealias Configuration = ToggleStyleConfiguration

  /// Draws the toggle from its configuration.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
  /// A toggle's label, type-erased.
  public struct Label: View {
    let content: AnyView

    /// The label.
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether some but not all of several values are on; always false for one toggle.
  public var isMixed: Bool { false }
}

/// The built-in look: `[x] Title`.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// The standard toggle.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(BuiltInReset())
  }
}

/// A switch; drawn as `[x] Title` in a terminal.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// The standard toggle.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultToggleStyle().makeBody(configuration: configuration)
  }
}

/// A check box; drawn as `[x] Title` in a terminal.
public struct CheckboxToggleStyle: ToggleStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// The standard toggle.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultToggleStyle().makeBody(configuration: configuration)
  }
}

/// A button that stays pressed while on; drawn as `[x] Title` in a terminal.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  nonisolated public init() {}

  /// The standard toggle.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultToggleStyle().makeBody(configuration: configuration)
  }
}

/// Clears a custom style so a built-in style's body draws the standard toggle.
struct BuiltInReset: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A custom toggle style, type-erased, kept in the environment.
struct AnyToggleStyle {
  let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView

  @MainActor init<S: ToggleStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

private struct CustomToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
  /// The custom toggle style set with `.toggleStyle(_:)`, if any.
  var customToggleStyle: AnyToggleStyle? {
    get { self[CustomToggleStyleKey.self] }
    set { self[CustomToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of toggles in this view; the built-in styles all draw `[x] Title`.
  public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let builtIn =
      style is DefaultToggleStyle || style is SwitchToggleStyle || style is CheckboxToggleStyle
      || style is ButtonToggleStyle || style is BuiltInReset
    let erased = builtIn ? nil : AnyToggleStyle(style)
    return modifier(EnvironmentModifier { $0.customToggleStyle = erased })
  }
}
