/// Shares a table's width between its columns.
///
/// Each column wants its ideal width: the `ideal` it asked for, else the widest of its header
/// and the cells seen so far, kept within its `min` and `max`. When the ideals fit, the space
/// left over is shared out evenly between the columns that may still grow (those without a
/// `max` or below it). When they do not fit, the widest columns give up a cell at a time down
/// to their minimum (the one it asked for, else 1); if even the minimums do not fit, the last
/// columns are cut off when drawn.
enum TableColumnWidths {
  /// The width of each column for `available` cells, with `spacing` cells between columns.
  static func allocate(
    available: Int, spacing: Int, requested: [TableColumnWidth], natural: [Int]
  ) -> [Int] {
    let count = requested.count
    guard count > 0 else { return [] }
    let room = max(0, available - spacing * (count - 1))
    var minimums: [Int] = []
    var maximums: [Int] = []
    var widths: [Int] = []
    for (index, request) in requested.enumerated() {
      let minimum = max(0, request.min ?? 1)
      let maximum = max(minimum, request.max ?? Int.max)
      let wanted = request.ideal ?? (index < natural.count ? natural[index] : 1)
      minimums.append(minimum)
      maximums.append(maximum)
      widths.append(min(maximum, max(minimum, wanted)))
    }
    var total = widths.reduce(0, +)
    if total < room {
      var extra = room - total
      while extra > 0 {
        let growing = (0..<count).filter { widths[$0] < maximums[$0] }
        guard !growing.isEmpty else { break }
        let share = max(1, extra / growing.count)
        for index in growing where extra > 0 {
          let grow = min(share, maximums[index] - widths[index], extra)
          widths[index] += grow
          extra -= grow
        }
      }
    } else {
      while total > room {
        guard
          let widest = (0..<count).filter({ widths[$0] > minimums[$0] })
            .max(by: { widths[$0] < widths[$1] || (widths[$0] == widths[$1] && $0 > $1) })
        else { break }
        widths[widest] -= 1
        total -= 1
      }
    }
    return widths
  }
}
