import KeystrokeTerminal

/// A table on the grid: a bold header line with the sort column's `▲`/`▼`, a rule, and the
/// rows below in a lazy list, all sharing one set of column widths.
@MainActor
final class TableElement: Element {
  let header: TableRowElement
  let rows: LazyListElement
  let layout: TableLayout
  let requested: [TableColumnWidth]
  /// The sorted column and its direction, for the header's indicator.
  let sorted: (index: Int, order: SortOrderMark)?
  /// Columns before the cells: the multiple-selection cursor gutter.
  let gutter: Int

  /// The direction mark drawn after the sort column's title.
  enum SortOrderMark {
    case ascending, descending

    var glyph: String { self == .ascending ? "▲" : "▼" }
  }

  init(
    header: TableRowElement, rows: LazyListElement, layout: TableLayout,
    requested: [TableColumnWidth], sorted: (index: Int, order: SortOrderMark)?
  ) {
    self.header = header
    self.rows = rows
    self.layout = layout
    self.requested = requested
    self.sorted = sorted
    gutter = rows.isMultiple ? 2 : 0
  }

  override var children: [Element] { [header, rows] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let natural = layout.natural.reduce(0, +) + TableLayout.spacing * max(0, requested.count - 1)
    return CellSize(
      width: proposal.width ?? natural + gutter + 1,
      height: proposal.height ?? rows.entries.count + 2)
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func place(in rect: CellRect) {
    frame = rect
    for (column, width) in header.naturalWidths.enumerated() {
      // Room for the sort mark, so sorting never truncates a title.
      _ = layout.record(width: width + 2, column: column)
    }
    let listRect = CellRect(
      x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
    let bar = rows.entries.count > listRect.height ? 1 : 0
    let available = max(0, rect.width - gutter - bar)
    for _ in 0..<2 {
      let natural = layout.natural
      layout.widths = TableColumnWidths.allocate(
        available: available, spacing: TableLayout.spacing, requested: requested,
        natural: natural)
      header.place(in: CellRect(x: rect.x + gutter, y: rect.y, width: available, height: 1))
      rows.place(in: listRect)
      // Rows built for the first time may have widened a column: lay out once more.
      if layout.natural == natural { break }
    }
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let window = frame.intersection(clip)
    guard window.width > 0, window.height > 0 else { return }
    header.draw(into: &screen, clip: window)
    let headerRow = frame.y
    if headerRow < window.maxY {
      screen.restyle(
        CellRect(x: window.x, y: headerRow, width: window.width, height: 1)
      ) { _, style in style.attributes.insert(.bold) }
      if let sorted, sorted.index < layout.widths.count {
        let title = header.naturalWidths[sorted.index]
        let x =
          header.frame.x + layout.offsets[sorted.index]
          + min(title + 1, layout.widths[sorted.index] - 1)
        if window.contains(x: x, y: headerRow) {
          screen.write(sorted.order.glyph, x: x, y: headerRow, style: CellStyle.plain)
        }
      }
    }
    let ruleRow = frame.y + 1
    if ruleRow < window.maxY {
      var dim = CellStyle.plain
      dim.attributes.insert(.dim)
      for column in window.x..<window.maxX {
        screen.write("─", x: column, y: ruleRow, style: dim)
      }
    }
    rows.draw(into: &screen, clip: window)
  }
}
