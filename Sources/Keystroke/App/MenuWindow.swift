/// Which rows an open menu taller than the screen shows: a window that moves only as far as
/// it must to keep the highlighted item in it, as a long menu scrolls on a desktop.
enum MenuWindow {
  /// The first row shown of `rows`, in a window of `available` rows, for the `highlighted`th
  /// selectable item, moving from `previous`.
  static func first(
    rows: [MenuRows.Row], highlighted: Int, available: Int, previous: Int
  ) -> Int {
    guard rows.count > available, available > 0 else { return 0 }
    var first = min(max(0, previous), rows.count - available)
    var selectable = -1
    guard
      let row = rows.firstIndex(where: { row in
        if !row.isSeparator { selectable += 1 }
        return !row.isSeparator && selectable == highlighted
      })
    else { return first }
    if row < first { first = row }
    if row >= first + available { first = row - available + 1 }
    return first
  }
}
