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
}
