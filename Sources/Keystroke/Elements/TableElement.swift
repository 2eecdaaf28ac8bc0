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
  /// Whether every other row gets a faint background (`.tableStyle(…, alternatesRowBackgrounds:)`).
  let alternatesRowBackgrounds: Bool

  /// The background of the alternate rows: a dark grey, which the renderer brings down to
  /// what the terminal can show (and drops on a terminal without colours).
  static let alternateBackground = TerminalColor.indexed(236)

  /// The direction mark drawn after the sort column's title.
  enum SortOrderMark {
    case ascending, descending

    var glyph: String { self == .ascending ? "▲" : "▼" }
  }

  init(
    header: TableRowElement, rows: LazyListElement, layout: TableLayout,
    requested: [TableColumnWidth], sorted: (index: Int, order: SortOrderMark)?,
    alternatesRowBackgrounds: Bool = false
  ) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
    self.header = header
    self.rows = rows
    self.layout = layout
    self.requested = requested
    self.sorted = sorted
    gutter = rows.isMultiple ? 2 : 0
  }

  override var children: [Element] { [header, rows] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let natural = layout.natural.reduce(0, +) + layout.spacing * max(0, requested.count - 1)
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
        available: available, spacing: layout.spacing, requested: requested,
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
    // The header made anew around the same titles pastes what the last one drew.
    DrawMemo.draw(header, into: &screen, clip: window, previous: layout.drawnHeader)
    layout.drawnHeader = header
    let headerRow = frame.y
    if headerRow < window.maxY {
      screen.restyle(
        CellRect(x: window.x, y: headerRow, width: window.width, height: 1)
      ) { style in style.attributes.insert(.bold) }
      if let sorted, sorted.index < layout.widths.count, sorted.index < header.cells.count {
        let x = sortMarkColumn(sorted.index)
        if window.contains(x: x, y: headerRow) {
          screen.write(sorted.order.glyph, x: x, y: headerRow, style: CellStyle.plain)
        }
      }
    }
    let ruleRow = frame.y + 1
    if ruleRow < window.maxY {
      var dim = CellStyle.plain
      dim.attributes.insert(.dim)
      let crossings = Set(
        layout.showsColumnRules
          ? layout.offsets.dropFirst().map {
            header.frame.x + layout.ruleOffset(before: $0)
          } : [])
      // The rule in one fill, then a crossing where each column rule meets it.
      let style = screen.intern(dim)
      screen.fill("─", x: window.x, y: ruleRow, width: window.width, style: style)
      for column in crossings.sorted() where column >= window.x && column < window.maxX {
        screen.fill("┼", x: column, y: ruleRow, width: 1, style: style)
      }
    }
    rows.draw(into: &screen, clip: window)
    if alternatesRowBackgrounds { shadeAlternateRows(into: &screen, clip: window) }
  }

  /// Where the sort column's mark goes: after its title, or before it in a trailing column
  /// (whose title ends at the column's edge).
  private func sortMarkColumn(_ index: Int) -> Int {
    let start = header.frame.x + layout.offsets[index]
    let width = layout.widths[index]
    let title = header.cells[index].frame
    let alignment = index < layout.alignments.count ? layout.alignments[index] : .automatic
    if alignment == .trailing, title.x - 2 >= start { return title.x - 2 }
    let titleWidth = min(header.naturalWidths[index], title.width)
    return min(title.x + titleWidth + 1, start + width - 1)
  }

  /// Gives every other row (counting from the first entry) a faint background, leaving
  /// selected rows and section headers as they are.
  private func shadeAlternateRows(into screen: inout ScreenBuffer, clip: CellRect) {
    for (entry, element) in rows.placed where entry % 2 == 1 {
      guard let value = rows.entries.selectionValue(entry), !rows.selected.contains(value)
      else { continue }
      let line = CellRect(
        x: rows.frame.x, y: element.frame.y, width: rows.frame.width, height: 1
      ).intersection(clip)
      guard line.width > 0, line.height > 0 else { continue }
      screen.restyle(line) { style in
        if style.background == .default { style.background = Self.alternateBackground }
      }
    }
  }
}
