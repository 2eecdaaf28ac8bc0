import KeystrokeTerminal

/// A section of a lazy stack that pins its header (`pinnedViews: [.sectionHeaders]`): laid
/// out as its column of header, rows and footer, and drawn so that while the section's top has
/// scrolled above the visible window and the rest of it has not, the header is drawn again on
/// the window's top line(s), over the rows there, until the section's end pushes it up.
@MainActor
final class PinnedSectionElement: Element {
  let header: Element
  let column: Element

  init(header: Element, column: Element) {
    self.header = header
    self.column = column
  }

  override var children: [Element] { [column] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    column.sizeThatFits(proposal)
  }

  override func expands(along axis: Axis) -> Bool { column.expands(along: axis) }

  override func place(in rect: CellRect) {
    frame = rect
    column.place(in: rect)
  }

  override func place(in rect: CellRect, proposal: SizeProposal) {
    frame = rect
    column.place(in: rect, proposal: proposal)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    column.draw(into: &screen, clip: clip)
    guard let y = Self.pinnedRow(section: frame, header: header.frame.height, windowTop: clip.y)
    else { return }
    let placed = header.frame
    let line = CellRect(x: frame.x, y: y, width: frame.width, height: placed.height)
      .intersection(clip)
    guard line.width > 0, line.height > 0 else { return }
    for row in line.y..<line.maxY {
      for x in line.x..<line.maxX { screen.write(" ", x: x, y: row, style: CellStyle.plain) }
    }
    header.place(in: CellRect(x: placed.x, y: y, width: placed.width, height: placed.height))
    ClippedDrawing.draw(header, into: &screen, window: line)
    header.place(in: placed)
  }

  /// The row a pinned header is drawn on, or `nil` when it is where it was laid out (the
  /// section starts in the window) or the section has left the window.
  static func pinnedRow(section: CellRect, header: Int, windowTop: Int) -> Int? {
    guard header > 0, section.y < windowTop, windowTop < section.maxY else { return nil }
    // Near the section's end the header moves up with its last rows.
    return min(windowTop, section.maxY - header)
  }
}
