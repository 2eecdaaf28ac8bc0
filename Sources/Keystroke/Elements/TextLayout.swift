import KeystrokeTerminal

/// Breaks styled text into lines of at most a given width.
///
/// Lines break at spaces where possible and inside words only when a word is wider than the
/// line; explicit newlines always break. A wide character is never split. When there are more
/// lines than allowed, the last kept line ends in `…`.
struct TextLayout {
  /// One cluster of text with its style and width.
  struct Glyph {
    var character: Character
    var style: CellStyle
    var width: Int
  }

  /// The laid-out lines.
  private(set) var lines: [[Glyph]] = []

  /// The width of the widest line.
  var width: Int { lines.map(Self.width(of:)).max() ?? 0 }

  init(
    runs: [(String, CellStyle)], width: Int?, maxLines: Int?,
    truncation: Text.TruncationMode = .tail
  ) {
    var paragraphs: [[Glyph]] = [[]]
    for (string, style) in runs {
      for character in string {
        if character.asciiValue == 0x0A {
          paragraphs.append([])
          continue
        }
        let columns = GraphemeWidth(character).columns
        guard columns > 0 else { continue }
        paragraphs[paragraphs.count - 1].append(
          Glyph(character: character, style: style, width: columns))
      }
    }
    var lines: [[Glyph]] = []
    if paragraphs.count == 1, paragraphs[0].isEmpty { paragraphs = [] }
    for paragraph in paragraphs {
      if let width, width > 0 {
        lines += Self.wrap(paragraph, width: width)
      } else {
        lines.append(paragraph)
      }
    }
    // One line allowed: a paragraph too wide is cut where the mode says, not wrapped.
    if maxLines == 1, truncation != .tail, let width, width > 0, paragraphs.count == 1,
      Self.width(of: paragraphs[0]) > width
    {
      self.lines = [Self.ellipsize(paragraphs[0], width: width, at: truncation)]
      return
    }
    if let maxLines, lines.count > maxLines {
      let kept = max(0, maxLines)
      let truncated = kept > 0 && width != 0
      lines = Array(lines.prefix(kept))
      if truncated, let last = lines.indices.last {
        lines[last] = Self.ellipsize(lines[last], width: width ?? Self.width(of: lines[last]) + 1)
      }
    }
    if let width {
      lines = lines.map { Self.width(of: $0) > width ? Self.ellipsize($0, width: width) : $0 }
    }
    self.lines = lines
  }

  static func width(of line: [Glyph]) -> Int { line.reduce(0) { $0 + $1.width } }

  /// Wraps one paragraph (no newlines) to `width` columns.
  private static func wrap(_ paragraph: [Glyph], width: Int) -> [[Glyph]] {
    guard !paragraph.isEmpty else { return [[]] }
    var lines: [[Glyph]] = []
    var line: [Glyph] = []
    var lineWidth = 0
    var index = 0
    while index < paragraph.count {
      // The next word, with the spaces that follow it.
      var end = index
      while end < paragraph.count, paragraph[end].character != " " { end += 1 }
      var spaceEnd = end
      while spaceEnd < paragraph.count, paragraph[spaceEnd].character == " " { spaceEnd += 1 }
      let word = Array(paragraph[index..<end])
      let wordWidth = Self.width(of: word)
      if lineWidth + wordWidth <= width {
        line += word
        lineWidth += wordWidth
      } else if wordWidth <= width {
        lines.append(trimmed(line))
        line = word
        lineWidth = wordWidth
      } else {
        for glyph in word {
          if lineWidth + glyph.width > width {
            lines.append(line)
            line = []
            lineWidth = 0
          }
          if glyph.width <= width {
            line.append(glyph)
            lineWidth += glyph.width
          }
        }
      }
      for glyph in paragraph[end..<spaceEnd] where lineWidth + glyph.width <= width {
        line.append(glyph)
        lineWidth += glyph.width
      }
      index = spaceEnd
    }
    lines.append(trimmed(line))
    return lines
  }

  private static func trimmed(_ line: [Glyph]) -> [Glyph] {
    var line = line
    while line.last?.character == " " { line.removeLast() }
    return line
  }

  /// Shortens a line so that it and a `…` at its head or in its middle fit in `width`
  /// columns (at its tail: ``ellipsize(_:width:)``).
  private static func ellipsize(_ line: [Glyph], width: Int, at mode: Text.TruncationMode)
    -> [Glyph]
  {
    guard mode != .tail else { return ellipsize(line, width: width) }
    guard width > 0 else { return [] }
    let style = line.first?.style ?? CellStyle.plain
    let mark = Glyph(character: "…", style: style, width: 1)
    // The columns kept from the end: all of them for the head, half (the larger half) for
    // the middle.
    let room = width - 1
    let tailRoom = mode == .head ? room : room - room / 2
    var tail: [Glyph] = []
    var used = 0
    for glyph in line.reversed() {
      if used + glyph.width > tailRoom { break }
      tail.append(glyph)
      used += glyph.width
    }
    tail.reverse()
    var head: [Glyph] = []
    if mode == .middle {
      var headUsed = 0
      for glyph in line {
        if headUsed + glyph.width > room - used { break }
        head.append(glyph)
        headUsed += glyph.width
      }
    }
    while tail.first?.character == " " { tail.removeFirst() }
    return trimmed(head) + [mark] + tail
  }

  /// Shortens a line so that it and a trailing `…` fit in `width` columns.
  private static func ellipsize(_ line: [Glyph], width: Int) -> [Glyph] {
    guard width > 0 else { return [] }
    var kept: [Glyph] = []
    var used = 0
    for glyph in line {
      if used + glyph.width > width - 1 { break }
      kept.append(glyph)
      used += glyph.width
    }
    kept = trimmed(kept)
    let style = line.last?.style ?? CellStyle.plain
    kept.append(Glyph(character: "…", style: style, width: 1))
    return kept
  }
}
