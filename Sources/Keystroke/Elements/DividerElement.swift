import KeystrokeTerminal

/// A thin line across its stack: horizontal in a column, vertical in a row.
@MainActor
final class DividerElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  /// The axis the line runs along; set by the stack that holds it.
  var lineAxis: Axis = .horizontal
  let style: CellStyle

  init(style: CellStyle) { self.style = style }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    lineAxis == .horizontal
      ? CellSize(width: proposal.width ?? 1, height: 1)
      : CellSize(width: 1, height: proposal.height ?? 1)
  }

  override func expands(along axis: Axis) -> Bool { axis == lineAxis }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0, visible.height > 0 else { return }
    let glyph: Character = lineAxis == .horizontal ? "─" : "│"
    let measured = GraphemeWidth(glyph)
    let id = screen.intern(style)
    for row in visible.y..<visible.maxY {
      for column in visible.x..<visible.maxX {
        _ = screen.write(glyph, x: column, y: row, style: id, end: screen.width, measured: measured)
      }
    }
  }
}
