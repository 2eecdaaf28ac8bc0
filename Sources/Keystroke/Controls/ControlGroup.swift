/// Related controls shown together.
///
/// In a terminal the default style (`.automatic`, as `.navigation` and `.palette`) lays the
/// controls out in a row, one column apart, each reached with Tab as it would be on its own;
/// `.menu` and `.compactMenu` put them in a pop-up ``Menu`` titled with the group's label
/// (`⋯` when it has none). A custom ``ControlGroupStyle`` set with `.controlGroupStyle(_:)`
/// arranges the content and label itself.
public struct ControlGroup<Content: View> {
  let content: AnyView
  let label: AnyView?

  /// Creates a group of the controls `content` makes.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
    label = nil
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ControlGroup {
  /// Creates a group with a label describing it (shown when the group is drawn as a menu).
  nonisolated public init<C: View, L: View>(
    @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    self.content = AnyView(content())
    self.label = AnyView(label())
  }

  /// Creates a group labelled with a string literal.
  nonisolated public init<C: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group labelled with a string.
  @_disfavoredOverload
  nonisolated public init<C: View, S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(verbatim: String(title)) }
  }

  /// Creates a group labelled with a string literal and a system symbol.
  nonisolated public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a group labelled with a string and a system symbol.
  @_disfavoredOverload
  nonisolated public init<C: View, S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }

  /// Creates a group labelled with a string literal and an image from the app's assets.
  nonisolated public init<C: View>(
    _ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, image: image) }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// Creates the group a custom style is styling, drawn the default way: a style that only
  /// adds something around the group calls this in its `makeBody(configuration:)`.
  nonisolated public init(_ configuration: ControlGroupStyleConfiguration) {
    content = AnyView(configuration.content)
    label = configuration.hasLabel ? AnyView(configuration.label) : nil
  }
}

extension ControlGroup: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let configuration = ControlGroupStyleConfiguration(content: content, label: label)
    let style = context.environment.controlGroupStyle
    // Inside the style's body the default style is in effect, so `ControlGroup(configuration)`
    // there draws the group rather than asking the same style again.
    var inner = context
    inner.environment.controlGroupStyle = AutomaticControlGroupStyle()
    return inner.build(style.makeErasedBody(configuration: configuration), key: .index(0))
  }
}

extension ControlGroup: View {}
