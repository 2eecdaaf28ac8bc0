import KeystrokeTerminal

/// Draws laid-out text.
@MainActor
final class TextElement: Element {
  let runs: [(String, CellStyle)]
  let lineLimit: Int?
  let alignment: TextAlignment
  private var layout: TextLayout?

  init(runs: [(String, CellStyle)], lineLimit: Int?, alignment: TextAlignment) {
    self.runs = runs
    self.lineLimit = lineLimit
    self.alignment = alignment
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let maxLines = [lineLimit, proposal.height.map { max(1, $0) }].compactMap { $0 }.min()
    let layout = TextLayout(runs: runs, width: proposal.width, maxLines: maxLines)
    return CellSize(width: layout.width, height: layout.lines.count)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let maxLines = [lineLimit, max(1, rect.height)].compactMap { $0 }.min()
    layout = TextLayout(runs: runs, width: rect.width, maxLines: maxLines)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard let layout else { return }
    let visible = frame.intersection(clip)
    guard visible.width > 0 else { return }
    for (row, line) in layout.lines.enumerated() {
      let y = frame.y + row
      guard y >= visible.y, y < visible.maxY else { continue }
      let lineWidth = TextLayout.width(of: line)
      var x = frame.x
      switch alignment {
      case .leading: break
      case .center: x += max(0, (frame.width - lineWidth) / 2)
      case .trailing: x += max(0, frame.width - lineWidth)
      }
      for glyph in line {
        if x >= visible.x, x + glyph.width <= visible.maxX {
          screen.write(String(glyph.character), x: x, y: y, style: glyph.style)
        }
        x += glyph.width
      }
    }
  }
}
