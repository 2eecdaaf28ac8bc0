/// Hides the labels of the controls inside: what `.labelsHidden()` applies. A form sees it on
/// a row, so the row's label is neither drawn nor counted in the form's label column.
struct LabelsHiddenModifier: ViewModifier, PrimitiveModifier {
  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0)) { $0.labelsHidden = true }
  }
}

/// A view whose controls draw no labels (a row of a form with `.labelsHidden()`).
protocol LabelsHidingView {}

extension ModifiedContent: LabelsHidingView where Modifier == LabelsHiddenModifier {}

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the controls here draw without their labels (`.labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Draws the controls in this view without their labels: a toggle as its check box, a
  /// picker, stepper, slider, date picker or colour picker as the control alone, labelled
  /// content as its value, and a form row with no label in the label column. The label still
  /// names the control in menus and the command palette, and a text field keeps its title as
  /// its placeholder.
  public consuming func labelsHidden() -> some View {
    modifier(LabelsHiddenModifier())
  }
}
