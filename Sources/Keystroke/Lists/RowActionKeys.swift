import KeystrokeCore

/// The key that opens a list row's swipe actions: Shift+F10, the context-menu key, on the row
/// under the list's cursor (the top row shown, before the cursor has moved).
@MainActor
enum RowActionKeys {
  /// Opens the cursor row's actions if `key` is Shift+F10 and the row has any; says whether
  /// it did.
  static func open(_ key: KeyPress, in list: LazyListElement) -> Bool {
    guard key.key == .function(10), key.modifiers == .shift else { return false }
    let cursor = list.cursorRow
    guard let cursor, let row = list.placed.first(where: { $0.entry == cursor })?.element,
      let actions = row.trait(RowActions.traitKey) as? RowActions
    else { return false }
    list.state.cursor = cursor
    return actions.open()
  }

  /// Whether any row the list shows has swipe actions.
  static func hasRowActions(_ list: LazyListElement) -> Bool {
    list.placed.contains { $0.element.trait(RowActions.traitKey) != nil }
  }

  /// Whether a list without a selection needs a cursor row for its keys to act on: some row
  /// it shows has swipe actions, or its rows can be deleted or moved.
  static func needsCursor(_ list: LazyListElement) -> Bool {
    list.entries.segments.contains { $0.onDelete != nil || $0.onMove != nil }
      || hasRowActions(list)
  }
}
