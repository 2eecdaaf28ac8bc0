/// A title with an icon, drawn as `icon title` by default.
///
/// `.labelStyle(.titleOnly)`, `.iconOnly` and `.titleAndIcon` choose what is shown; a custom
/// ``LabelStyle`` arranges the two parts itself.
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// Creates a label from a title view and an icon view.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label titled with a string literal and a system symbol.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    title = Text(titleKey)
    icon = Image(systemName: name)
  }

  /// Creates a label titled with a string and a system symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(verbatim: String(title))
    icon = Image(systemName: name)
  }

  /// Creates a label titled with a string literal and an image from the app's assets.
  nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
    title = Text(titleKey)
    icon = Image(name)
  }

  /// Creates a label titled with a string and an image from the app's assets.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, image name: String) {
    self.title = Text(verbatim: String(title))
    icon = Image(name)
  }
}

extension Label: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
    let styled = context.environment.labelStyle.makeErasedBody(configuration: configuration)
    return context.build(styled, key: .index(0))
  }
}

extension Label: TitledView {
  var plainTitle: String { (title as? Text)?.plainText ?? String(describing: Title.self) }
}

extension Label: View {}
