/// How a ``ControlGroup`` is drawn; chosen with `.controlGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The group as the style sees it.
  typealias Configuration = ControlGroupStyleConfiguration

  /// Makes the view for a control group.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension ControlGroupStyle {
  /// The style's body, type-erased so the environment can hold any style.
  func makeErasedBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// What a ``ControlGroupStyle`` is given: the group's controls and its label.
public struct ControlGroupStyleConfiguration {
  /// The group's controls, type-erased.
  public struct Content: View {
    let content: AnyView

    /// The controls.
    public var body: some View { content }
  }

  /// The group's label, type-erased; empty for a group made without one.
  public struct Label: View {
    let content: AnyView?

    /// The label.
    public var body: some View { content ?? AnyView(EmptyView()) }
  }

  /// The group's controls.
  public let content: Content
  /// The group's label.
  public let label: Label

  /// Whether the group was made with a label.
  let hasLabel: Bool

  @MainActor init(content: AnyView, label: AnyView?) {
    self.content = Content(content: content)
    self.label = Label(content: label)
    hasLabel = label != nil
  }
}

private struct ControlGroupStyleKey: EnvironmentKey {
  static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension EnvironmentValues {
  /// The style control groups in this subtree use.
  var controlGroupStyle: any ControlGroupStyle {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how control groups in this view are drawn.
  public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { $0.controlGroupStyle = style })
  }
}
