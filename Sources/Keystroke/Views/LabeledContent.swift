/// A label on the left and its content on the right, as form rows show a setting and its value.
///
/// The row fills the width it is offered; a string value is drawn in the secondary color.
public struct LabeledContent<Label: View, Content: View> {
  let label: Label
  let content: Content
  /// Whether the content is a value string (`init(_:value:)`), which a form shows at the
  /// trailing edge, as macOS's grouped forms do; other content follows the form's label column.
  var isValue = false

  /// Creates a row from a content view and a label view.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension LabeledContent where Label == Text {
  /// Creates a row titled with a string literal around a content view.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a row titled with a string around a content view.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(verbatim: String(title)) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a row titled with a string literal showing a string value.
  nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(verbatim: String(value)).foregroundColor(.secondary)
    isValue = true
  }

  /// Creates a row titled with a string showing a string value.
  @_disfavoredOverload
  nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    label = Text(verbatim: String(title))
    content = Text(verbatim: String(value)).foregroundColor(.secondary)
    isValue = true
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a row titled with a string literal showing a value formatted by a format style,
  /// such as `.currency(code:)` or `.percent`.
  nonisolated public init<F: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(titleKey, value: format.format(value))
  }

  /// Creates a row titled with a string showing a value formatted by a format style.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, F: FormatStyle>(
    _ title: S, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(title, value: format.format(value))
  }
}

extension LabeledContent: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let environment = context.environment
    let contentElements = context.build(content, key: .index(1)) { $0.formLabelWidth = nil }
    if environment.labelsHidden {
      return contentElements
    }
    let labelElements = context.build(label, key: .index(0)) { $0.formLabelWidth = nil }
    if environment.formLabelWidth != nil, !isValue {
      // In a form the label takes the form's label column and the content follows it.
      let leading = FormLabelColumn.align(labelElements, in: environment)
      return [
        StackElement(
          axis: .horizontal, verticalAlignment: .top, spacing: 1, items: leading + contentElements)
      ]
    }
    let spacer = SpacerElement(minLength: 1)
    spacer.axis = .horizontal
    spacer.layoutPriority = -1
    let leading = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: 1, items: labelElements)
    leading.layoutPriority = 1
    let trailing = StackElement(
      axis: .horizontal, verticalAlignment: .top, spacing: 1, items: contentElements)
    return [
      StackElement(
        axis: .horizontal, verticalAlignment: .top, spacing: 0,
        items: [leading, spacer, trailing])
    ]
  }
}

extension LabeledContent: View {}
