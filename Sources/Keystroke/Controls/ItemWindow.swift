/// The window a long list of items shows while it is open: a picker's options, a pop-up
/// menu's buttons, a context menu's actions. It moves only as far as keeps the highlighted
/// item in it, and a scroll bar beside it says where it is among them all.
enum ItemWindow {
  /// The most items an open picker or pop-up menu shows at once under its control.
  static let inlineRows = 10

  /// The first item shown while `highlighted` moves: the window moves only as far as it must
  /// to keep the highlight in it, and never past the last item.
  static func first(showing highlighted: Int, from first: Int, window: Int, count: Int) -> Int {
    // A highlight past the end (the items shrank while open) counts as the last item.
    let highlighted = min(max(0, highlighted), max(0, count - 1))
    var first = min(max(0, first), max(0, count - window))
    if highlighted < first { first = highlighted }
    if highlighted >= first + window { first = highlighted - window + 1 }
    return first
  }

  /// The rows of an open list of `count` items: the highlight kept among the items (they may
  /// have shrunk while open), the window moved to show it, and `row` called for each item the
  /// window shows (with whether it is the highlighted one), beside a scroll bar when not every
  /// item is shown.
  @MainActor
  static func rows(
    count: Int, highlighted: inout Int, first: inout Int,
    row: (_ index: Int, _ isHighlighted: Bool) -> Element
  ) -> [Element] {
    guard count > 0 else { return [] }
    highlighted = min(max(0, highlighted), count - 1)
    let window = min(inlineRows, count)
    first = Self.first(showing: highlighted, from: first, window: window, count: count)
    let shown = (first..<(first + window)).map { [highlighted] in row($0, $0 == highlighted) }
    return column(shown, first: first, count: count)
  }

  /// The rows of a window starting at item `first` of `count`: the rows alone when every item
  /// is shown, else the rows in a column beside a scroll bar.
  @MainActor
  private static func column(_ rows: [Element], first: Int, count: Int) -> [Element] {
    guard rows.count < count else { return rows }
    let column = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: rows)
    let bar = ScrollBarElement(viewport: rows.count, content: count, offset: first)
    return [
      StackElement(axis: .horizontal, verticalAlignment: .top, spacing: 1, items: [column, bar])
    ]
  }
}
