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

  /// The width of the text on one line (`nil` if it has a line break), without and with
  /// trailing spaces, computed once.
  private lazy var singleLineWidths: (trimmed: Int, full: Int)? = {
    var full = 0
    var trimmed = 0
    for (string, _) in runs {
      for character in string {
        if character == "\n" || character == "\r\n" { return nil }
        full += GraphemeWidth(character).columns
        if character != " " { trimmed = full }
      }
    }
    return (trimmed, full)
  }()

  override func measure(_ proposal: SizeProposal) -> CellSize {
    // Fast path: text without line breaks that fits on one line needs no layout.
    if let widths = singleLineWidths, (lineLimit ?? 1) > 0 {
      if proposal.width == nil {
        return CellSize(width: widths.full, height: widths.full > 0 ? 1 : 0)
      }
      if proposal.width == 0 { return CellSize(width: 0, height: widths.full > 0 ? 1 : 0) }
      if let width = proposal.width, widths.trimmed <= width {
        return CellSize(width: widths.trimmed, height: widths.full > 0 ? 1 : 0)
      }
    }
    let maxLines = [lineLimit, proposal.height.map { max(1, $0) }].compactMap { $0 }.min()
    let layout = TextLayout(runs: runs, width: proposal.width, maxLines: maxLines)
    return CellSize(width: layout.width, height: layout.lines.count)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let maxLines = [lineLimit, max(1, rect.height)].compactMap { $0 }.min()
    // Text on one line that fits needs no wrapping.
    let fits = singleLineWidths.map { $0.full <= rect.width } ?? false
    layout = TextLayout(runs: runs, width: fits ? nil : rect.width, maxLines: maxLines)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard let layout else { return }
    let visible = frame.intersection(clip)
    guard visible.width > 0 else { return }
    var styles = GlyphStyles()
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
          let style = styles.id(for: glyph.style, over: screen[x, y].style, in: &screen)
          _ = screen.write(glyph.character, x: x, y: y, style: style, end: screen.width)
        }
        x += glyph.width
      }
    }
  }
}
