/// A style that draws a button's label its own way, keeping the button's behaviour (focus,
/// Return and Space, clicks, shortcuts). Apply it with `.buttonStyle(_:)`; in a terminal the
/// button is drawn as the style's body with no border.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// The button as the style sees it.
  typealias Configuration = ButtonStyleConfiguration

  /// Draws the button from its configuration.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` is given: the button's label, whether it is pressed and its role.
public struct ButtonStyleConfiguration {
  /// A button's label, type-erased.
  public struct Label: View {
    let content: AnyView

    /// The label.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// Whether the button is being pressed; keys press a terminal button instantly, so this is
  /// always false.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// A custom button style, type-erased, kept in the environment.
struct AnyButtonStyle {
  let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView

  @MainActor init<S: ButtonStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

private struct CustomButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
  /// The custom button style set with `.buttonStyle(_:)`, if any.
  var customButtonStyle: AnyButtonStyle? {
    get { self[CustomButtonStyleKey.self] }
    set { self[CustomButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons in this view with a custom style.
  public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let erased = AnyButtonStyle(style)
    return modifier(
      EnvironmentModifier {
        $0.customButtonStyle = erased
        $0.buttonStyleKind = .plain
      })
  }
}
