/// What a `contextMenu(forSelectionType:menu:primaryAction:)` learns from the list or table
/// inside it: the rows selected when the table last built, and the action Return runs on them.
@MainActor
final class SelectionMenuBox {
  /// The selection of the list or table inside, type-erased.
  var selection: Set<AnyHashable> = []
  /// Runs on the selection when Return is pressed in the list or table, if set.
  var primaryAction: ((Set<AnyHashable>) -> Void)?

  init() {}
}

private struct SelectionMenuBoxKey: EnvironmentKey {
  static var defaultValue: SelectionMenuBox? { nil }
}

extension EnvironmentValues {
  /// The box of the nearest selection context menu around a view, if any.
  var selectionMenu: SelectionMenuBox? {
    get { self[SelectionMenuBoxKey.self] }
    set { self[SelectionMenuBoxKey.self] = newValue }
  }
}
