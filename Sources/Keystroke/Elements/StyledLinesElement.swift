import KeystrokeTerminal

/// Draws lines of styled text, one per row, each optionally filling its row with a style
/// (a highlighted list row). Used for the tab bar's section row, the sidebar's list and the
/// "Customize Tabs…" screen.
@MainActor
final class StyledLinesElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  /// One line: its pieces of text and the style that fills the rest of the row, if any.
  struct Line {
    var segments: [(String, CellStyle)]
    var fill: CellStyle?
  }

  let lines: [Line]
  /// Whether the element takes all the width it is offered.
  let fillsWidth: Bool

  init(lines: [Line], fillsWidth: Bool) {
    self.lines = lines
    self.fillsWidth = fillsWidth
  }

  /// The columns a line needs.
  static func width(of line: Line) -> Int {
    line.segments.reduce(0) { $0 + GraphemeWidth.columns(of: $1.0) }
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let natural = lines.map(Self.width(of:)).max() ?? 0
    let width = fillsWidth ? (proposal.width ?? natural) : min(natural, proposal.width ?? natural)
    return CellSize(width: width, height: lines.count)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0 else { return }
    for (row, line) in lines.enumerated() {
      let y = frame.y + row
      guard y >= visible.y, y < visible.maxY else { continue }
      if let fill = line.fill {
        screen.fill(
          x: visible.x, y: y, width: visible.width, height: 1, style: screen.intern(fill))
      }
      var x = frame.x
      for (text, style) in line.segments {
        x = screen.write(text, x: x, y: y, style: screen.intern(style), limit: visible.maxX)
      }
    }
  }
}
