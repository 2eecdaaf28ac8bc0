import KeystrokeTerminal

/// Rows one line each, as many as the height it is given shows: when they do not all fit (a
/// context menu of forty actions on a small screen), a window of them that keeps the
/// highlighted row in view, moving only as far as it must, with a scroll bar at the right.
@MainActor
final class RowWindowElement: Element {
  let rows: [Element]
  let highlighted: Int
  /// Where the window's first row is kept between updates.
  let first: ItemWindowPosition
  private var shown = 0

  init(rows: [Element], highlighted: Int, first: ItemWindowPosition) {
    self.rows = rows
    self.highlighted = highlighted
    self.first = first
  }

  override var children: [Element] {
    // Before this element is placed the kept position may be an older list's, longer than
    // this one (its items shrank while the box was open): only rows that exist are given.
    let start = min(max(0, first.row), rows.count)
    return Array(rows[start..<min(rows.count, start + shown)])
  }

  private var widest: Int {
    rows.map { $0.sizeThatFits(SizeProposal(width: nil, height: 1)).width }.max() ?? 0
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let height = min(rows.count, proposal.height ?? rows.count)
    // The scroll bar and its gap come beside the widest row, even past a width proposed
    // from the rows alone (a box sized to its content's ideal width asks again with it).
    let bar = height < rows.count ? 2 : 0
    return CellSize(width: max(proposal.width ?? 0, widest + bar), height: height)
  }

  override func place(in rect: CellRect) {
    frame = rect
    shown = max(0, min(rows.count, rect.height))
    first.shown = max(1, shown)
    first.row = ItemWindow.first(
      showing: highlighted, from: first.row, window: shown, count: rows.count)
    let width = max(0, rect.width - (shown < rows.count ? 2 : 0))
    for (offset, row) in children.enumerated() {
      row.place(in: CellRect(x: rect.x, y: rect.y + offset, width: width, height: 1))
    }
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    for row in children { row.draw(into: &screen, clip: clip) }
    guard shown < rows.count, shown > 0 else { return }
    let thumb = ScrollIndicator.thumb(
      track: shown, viewport: shown, content: rows.count, offset: first.row)
    ScrollIndicator.draw(
      track: shown, thumb: thumb, axis: .vertical, from: (frame.maxX - 1, frame.y),
      clip: clip.intersection(frame), into: &screen)
  }
}
