/// Focus moved into a list or table by an arrow key from outside it (a search field's ↓, a
/// tab bar's ↓): when no row of it is chosen yet, the same key chooses its first row, so one
/// key shows where the user now is. Tab only moves focus, as it does everywhere.
enum ListFocusEntry {
  /// Asks the host to focus `target` once the handler of `press` returns, and when `target`
  /// is a list or table with nothing chosen, lets `press` choose its first row.
  @MainActor
  static func enter(_ target: Int, with press: KeyPress, graph: ViewGraph) {
    graph.requestedFocusTarget = target
    if let focusTarget = graph.interactions.focusTarget(id: target),
      hasNoChosenRow(focusTarget.element)
    {
      _ = focusTarget.handleKey(press)
    }
  }

  /// Whether the list or table drawn as `element` has a selection binding and neither a
  /// selected row nor a cursor: a key into it would show nothing chosen.
  @MainActor
  static func hasNoChosenRow(_ element: Element) -> Bool {
    guard let rows = element as? LazyListElement ?? (element as? TableElement)?.rows,
      !rows.drawsCursorWithoutSelection
    else { return false }
    return rows.state.cursor == nil && rows.selected.isEmpty
  }
}
