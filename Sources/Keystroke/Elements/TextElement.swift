import KeystrokeTerminal

/// Draws laid-out text; a tab becomes the spaces up to its stop (``TabStops``).
@MainActor
final class TextElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let runs: [(String, CellStyle)]
  let lineLimit: Int?
  let alignment: TextAlignment
  /// Where a line too long for the width is cut.
  let truncation: Text.TruncationMode
  private var layout: TextLayout?
  /// Whether the last placement fitted the text on one line, so it is drawn straight from its
  /// runs without a layout.
  private var drawsOnOneLine = false

  init(
    runs: [(String, CellStyle)], lineLimit: Int?, alignment: TextAlignment,
    truncation: Text.TruncationMode = .tail
  ) {
    self.runs = TabStops.expandingTabs(in: runs)
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.truncation = truncation
  }

  override var measuresAsItDraws: Bool { true }

  /// Text draws from its runs, line limit and alignment alone: the same ones draw alike.
  override func drawsLike(_ other: Element) -> Bool {
    if other === self { return true }
    guard let other = other as? TextElement, other.lineLimit == lineLimit,
      other.alignment == alignment, other.truncation == truncation,
      other.runs.count == runs.count
    else { return false }
    for index in runs.indices
    where runs[index].1 != other.runs[index].1 || runs[index].0 != other.runs[index].0 {
      return false
    }
    return true
  }

  /// For each run of printable ASCII only, its length and the offset of its last character
  /// that is not a space (`nil` for other runs): read once, by measuring and by every draw.
  private lazy var printableRuns = runs.map { Self.printableASCIIWidths(of: $0.0) }

  /// The width of the text on one line (`nil` if it has a line break), without and with
  /// trailing spaces, computed once.
  private lazy var singleLineWidths: (trimmed: Int, full: Int)? = {
    var full = 0
    var trimmed = 0
    for (index, (string, _)) in runs.enumerated() {
      if let printable = printableRuns[index] {
        if let lastVisible = printable.lastVisible { trimmed = full + lastVisible + 1 }
        full += printable.count
        continue
      }
      for character in string {
        // "\r\n" is one cluster whose ASCII value is that of "\n".
        if character.asciiValue == 0x0A { return nil }
        full += GraphemeWidth(character).columns
        if character != " " { trimmed = full }
      }
    }
    return (trimmed, full)
  }()

  /// The fewest rows the text takes, blank ones below it if it is shorter
  /// (`.lineLimit(2...5)`, `.lineLimit(3, reservesSpace: true)`).
  var reservedLines = 0

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let size = measureText(proposal)
    guard reservedLines > size.height else { return size }
    return CellSize(width: size.width, height: reservedLines)
  }

  private func measureText(_ proposal: SizeProposal) -> CellSize {
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
    let layout = TextLayout(
      runs: runs, width: proposal.width, maxLines: maxLines, truncation: truncation)
    return CellSize(width: layout.width, height: layout.lines.count)
  }

  override func place(in rect: CellRect) {
    frame = rect
    // Text on one line that fits needs no layout at all.
    if let widths = singleLineWidths, widths.full <= rect.width, (lineLimit ?? 1) > 0 {
      drawsOnOneLine = true
      layout = nil
      return
    }
    drawsOnOneLine = false
    let maxLines = [lineLimit, max(1, rect.height)].compactMap { $0 }.min()
    layout = TextLayout(runs: runs, width: rect.width, maxLines: maxLines, truncation: truncation)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0 else { return }
    var styles = GlyphStyles()
    if drawsOnOneLine, let widths = singleLineWidths {
      let y = frame.y
      guard y >= visible.y, y < visible.maxY else { return }
      var x = frame.x + indent(of: widths.full)
      for (index, (string, style)) in runs.enumerated() {
        if printableRuns[index] != nil {
          // One column per byte: no cluster to measure.
          for byte in string.utf8 {
            if x >= visible.x, x < visible.maxX {
              let id = styles.id(for: style, over: screen.styleID(x: x, y: y), in: &screen)
              _ = screen.write(ascii: byte, x: x, y: y, style: id, end: screen.width)
            }
            x += 1
          }
          continue
        }
        for character in string {
          let measured = GraphemeWidth(character)
          let columns = measured.columns
          guard columns > 0 else { continue }
          if x >= visible.x, x + columns <= visible.maxX {
            let id = styles.id(for: style, over: screen.styleID(x: x, y: y), in: &screen)
            _ = screen.write(
              character, x: x, y: y, style: id, end: screen.width, measured: measured)
          }
          x += columns
        }
      }
      return
    }
    guard let layout else { return }
    for (row, line) in layout.lines.enumerated() {
      let y = frame.y + row
      guard y >= visible.y, y < visible.maxY else { continue }
      var x = frame.x + indent(of: TextLayout.width(of: line))
      for glyph in line {
        if x >= visible.x, x + glyph.width <= visible.maxX {
          let style = styles.id(for: glyph.style, over: screen.styleID(x: x, y: y), in: &screen)
          _ = screen.write(glyph.character, x: x, y: y, style: style, end: screen.width)
        }
        x += glyph.width
      }
    }
  }

  /// Where a line of `lineWidth` columns starts within the frame, by the text's alignment.
  private func indent(of lineWidth: Int) -> Int {
    switch alignment {
    case .leading: 0
    case .center: max(0, (frame.width - lineWidth) / 2)
    case .trailing: max(0, frame.width - lineWidth)
    }
  }

  /// For a string of printable ASCII only (one column per byte), its length and the offset of
  /// its last character that is not a space; `nil` for any other string.
  private static func printableASCIIWidths(of string: String) -> (count: Int, lastVisible: Int?)? {
    var count = 0
    var lastVisible: Int?
    for byte in string.utf8 {
      guard byte >= 0x20, byte < 0x7F else { return nil }
      if byte != 0x20 { lastVisible = count }
      count += 1
    }
    return (count, lastVisible)
  }
}
