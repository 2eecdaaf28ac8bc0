/// Which rows an open menu taller than the screen shows: a window that moves only as far as
/// it must to keep the highlighted item in it, as a long menu scrolls on a desktop.
enum MenuWindow {
  /// The first row shown of `rows`, in a window of `available` rows, for the `highlighted`th
  /// selectable item, moving from `previous`.
  static func first(
    rows: [MenuRows.Row], highlighted: Int, available: Int, previous: Int
  ) -> Int {
    guard rows.count > available, available > 0 else { return 0 }
    var selectable = -1
    // The highlighted item's row (separators are rows too); with none, the window stays.
    let row = rows.firstIndex { row in
      if !row.isSeparator { selectable += 1 }
      return !row.isSeparator && selectable == highlighted
    }
    let kept = min(max(0, previous), rows.count - available)
    return row.map {
      ItemWindow.first(showing: $0, from: previous, window: available, count: rows.count)
    } ?? kept
  }

  /// A wheel step over an open menu taller than the screen: the window of `shown` rows
  /// starting at `first` moved `step` rows (negative: up), never past the ends, and the
  /// highlighted item (counted among the selectable rows) kept in it: when it fell out, the
  /// selectable row nearest to it inside the window. `nil` when the window cannot move.
  static func scrolled(
    rows: [MenuRows.Row], first: Int, shown: Int, highlighted: Int, by step: Int
  ) -> (first: Int, highlighted: Int)? {
    guard shown > 0, rows.count > shown else { return nil }
    let old = min(max(0, first), rows.count - shown)
    let moved = min(max(0, old + step), rows.count - shown)
    guard moved != old else { return nil }
    // The row of each selectable item, in order.
    let selectable = rows.indices.filter { !rows[$0].isSeparator }
    let window = moved..<(moved + shown)
    guard selectable.indices.contains(highlighted),
      !window.contains(selectable[highlighted]) || !rows[selectable[highlighted]].isEnabled
    else { return (moved, highlighted) }
    // The enabled item in the window nearest the highlight's row (the arrow keys skip
    // disabled items too); an item at the window's edge when none is enabled.
    let row = selectable[highlighted]
    let inWindow = selectable.indices.filter { window.contains(selectable[$0]) }
    let enabled = inWindow.filter { rows[selectable[$0]].isEnabled }
    let nearest = (enabled.isEmpty ? inWindow : enabled).min {
      abs(selectable[$0] - row) < abs(selectable[$1] - row)
    }
    return (moved, nearest ?? highlighted)
  }
}
