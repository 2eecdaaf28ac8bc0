/// The label column of a form: a control that draws its own label pads it to the column's
/// width, so every control of the form starts at the same column.
@MainActor
enum FormLabelColumn {
  /// `label` as one element as wide as the form's label column, when the control is in a form;
  /// else the label's elements as they are.
  static func align(_ label: [Element], in environment: EnvironmentValues) -> [Element] {
    guard let width = environment.formLabelWidth else { return label }
    let stack = StackElement(axis: .horizontal, verticalAlignment: .top, spacing: 1, items: label)
    let column = FrameElement(child: stack, width: width, alignment: .topLeading)
    column.layoutPriority = 1
    return [column]
  }
}

private struct FormLabelWidthKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// The width of the label column of the form a row is in (`nil` outside a form).
  var formLabelWidth: Int? {
    get { self[FormLabelWidthKey.self] }
    set { self[FormLabelWidthKey.self] = newValue }
  }
}
