import KeystrokeTerminal

/// One line of a table: a cell per column at the column's offset and width, each clipped to
/// its column. The header is one of these too.
@MainActor
final class TableRowElement: Element {
  let cells: [Element]
  let layout: TableLayout

  init(cells: [Element], layout: TableLayout) {
    self.cells = cells
    self.layout = layout
  }

  override var children: [Element] { cells }

  override var drawReadsOnlyOwnValues: Bool { true }

  override func drawsLike(_ other: Element) -> Bool {
    if other === self { return true }
    guard let other = other as? TableRowElement, other.layout === layout,
      other.cells.count == cells.count
    else { return false }
    for (cell, otherCell) in zip(cells, other.cells) where !cell.drawsLike(otherCell) {
      return false
    }
    return true
  }

  /// The shared column layout: each column's width and alignment, and whether rules are drawn.
  override var drawInputs: [Int] { layout.drawInputs }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let natural = layout.widths.reduce(0, +) + layout.spacing * max(0, cells.count - 1)
    return CellSize(width: proposal.width ?? natural, height: 1)
  }

  override func expands(along axis: Axis) -> Bool { axis == .horizontal }

  /// The width each cell would take on one line.
  var naturalWidths: [Int] { cells.map { $0.sizeThatFits(.unspecified).width } }

  override func place(in rect: CellRect) {
    frame = rect
    for (column, cell) in cells.enumerated() {
      _ = layout.record(width: cell.sizeThatFits(.unspecified).width, column: column)
    }
    let offsets = layout.offsets
    for (column, cell) in cells.enumerated() {
      guard column < offsets.count else {
        cell.place(in: CellRect(x: rect.maxX, y: rect.y, width: 0, height: 0))
        continue
      }
      let width = layout.widths[column]
      let alignment = column < layout.alignments.count ? layout.alignments[column] : .automatic
      guard alignment != .leading else {
        let cellRect = CellRect(x: rect.x + offsets[column], y: rect.y, width: width, height: 1)
        cell.place(in: cellRect, proposal: SizeProposal(width: width, height: 1))
        continue
      }
      // A trailing or centred cell takes what it needs and moves along the column.
      let needed = min(width, cell.sizeThatFits(.unspecified).width)
      let x = rect.x + offsets[column] + alignment.offset(of: needed, in: width)
      cell.place(
        in: CellRect(x: x, y: rect.y, width: needed, height: 1),
        proposal: SizeProposal(width: needed, height: 1))
    }
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let offsets = layout.offsets
    for (column, cell) in cells.enumerated() where column < offsets.count {
      let cellRect = CellRect(
        x: frame.x + offsets[column], y: frame.y, width: layout.widths[column], height: 1)
      let visible = cellRect.intersection(clip).intersection(frame)
      guard visible.width > 0, visible.height > 0 else { continue }
      ClippedDrawing.draw(cell, into: &screen, window: visible)
    }
    if layout.showsColumnRules { drawColumnRules(into: &screen, clip: clip) }
  }

  /// The `│` between each two columns, in the middle of the gap (`.tableStyle(.bordered)`).
  private func drawColumnRules(into screen: inout ScreenBuffer, clip: CellRect) {
    var dim = CellStyle.plain
    dim.attributes.insert(.dim)
    let offsets = layout.offsets
    for column in offsets.indices.dropFirst() {
      let x = frame.x + layout.ruleOffset(before: offsets[column])
      if clip.contains(x: x, y: frame.y), frame.contains(x: x, y: frame.y) {
        screen.write("│", x: x, y: frame.y, style: dim)
      }
    }
  }
}
