/// The arithmetic of a grid's columns: how wide each is, given the cells' ideal widths.
enum GridColumns {
  /// A cell's ideal width and the number of columns it spans.
  struct Span: Equatable {
    var width: Int
    var columns: Int
  }

  /// Each column's width: the widest single-column cell in it, widened (the last spanned
  /// column) where a spanning cell needs more, then, when `available` is given and the total is
  /// wider, the widest columns narrowed to a common cap until the grid fits.
  static func widths(rows: [[Span]], spacing: Int, available: Int?) -> [Int] {
    let count = rows.map { $0.reduce(0) { $0 + max(1, $1.columns) } }.max() ?? 0
    var widths = Array(repeating: 0, count: count)
    for row in rows {
      var column = 0
      for cell in row {
        if max(1, cell.columns) == 1 { widths[column] = max(widths[column], max(0, cell.width)) }
        column += max(1, cell.columns)
      }
    }
    for row in rows {
      var column = 0
      for cell in row {
        let span = max(1, cell.columns)
        if span > 1 {
          let have = spanWidth(widths, from: column, count: span, spacing: spacing)
          if cell.width > have { widths[min(count, column + span) - 1] += cell.width - have }
        }
        column += span
      }
    }
    guard let available, total(widths, spacing: spacing) > available, !widths.isEmpty else {
      return widths
    }
    // The largest cap that makes the columns fit, found by bisection.
    let room = max(0, available - spacing * (count - 1))
    var low = 0
    var high = widths.max() ?? 0
    while low < high {
      let cap = (low + high + 1) / 2
      if widths.reduce(0, { $0 + min($1, cap) }) <= room { low = cap } else { high = cap - 1 }
    }
    return widths.map { min($0, low) }
  }

  /// The width of `count` columns from `start`, with the spacing between them.
  static func spanWidth(_ widths: [Int], from start: Int, count: Int, spacing: Int) -> Int {
    guard start < widths.count else { return 0 }
    let end = min(widths.count, start + max(1, count))
    return widths[start..<end].reduce(0, +) + spacing * (end - start - 1)
  }

  /// The width of all the columns and the spacing between them.
  static func total(_ widths: [Int], spacing: Int) -> Int {
    widths.isEmpty ? 0 : widths.reduce(0, +) + spacing * (widths.count - 1)
  }
}
