import KeystrokeTerminal

/// Chooses the hints a line of a given width shows. Hints are kept rank by rank
/// (``HintLine/Rank``), each rank in the line's order, until one does not fit; the kept hints
/// are shown in the line's order. A short line so keeps the screen's own keys (a sheet's
/// Esc Cancel) rather than the palette's key or commands the menus also list.
enum HintFitting {
  /// Columns between two hints.
  static let separator = 2

  /// The columns one hint takes: its keys, a space, its title.
  static func columns(of entry: HintLine.Entry) -> Int {
    GraphemeWidth.columns(of: entry.keys) + 1 + GraphemeWidth.columns(of: entry.title)
  }

  /// The hints of `entries` that fit `width` columns, in their order.
  static func fitted(_ entries: [HintLine.Entry], width: Int) -> [HintLine.Entry] {
    let order = entries.indices.sorted { (entries[$0].rank, $0) < (entries[$1].rank, $1) }
    var kept = [Bool](repeating: false, count: entries.count)
    var used = 0
    for index in order {
      let needed = columns(of: entries[index]) + (used == 0 ? 0 : separator)
      guard used + needed <= width else { break }
      used += needed
      kept[index] = true
    }
    return entries.indices.filter { kept[$0] }.map { entries[$0] }
  }
}
