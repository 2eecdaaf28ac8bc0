import KeystrokeTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the characters of an edited line sit on the terminal's grid, tab characters
/// included: a tab runs to the next multiple of ``interval`` columns counted from the start of
/// its line, as terminals, pagers and editors show it, and is drawn as spaces. Every other
/// cluster takes its own width; a control character takes the one column of the U+FFFD the
/// screen draws in its place.
///
/// Text fields and editors measure with it, so the cursor, the selection and the scroll
/// position agree with what is drawn.
enum TabStops {
  /// The distance between two tab stops, in columns.
  static let interval = 8

  /// Whether `text` holds a tab, found in its bytes (a megabyte in well under a millisecond).
  static func containsTab(_ text: some StringProtocol) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.baseAddress.map { memchr($0, 0x09, bytes.count) != nil } ?? false
    }
    return found ?? text.utf8.contains(0x09)
  }

  /// The columns `character` takes when it starts at column `column` of its line.
  static func columns(of character: Character, at column: Int) -> Int {
    guard let ascii = character.asciiValue else {
      let isControl = character.unicodeScalars.first.map(GraphemeWidth.isControl) ?? false
      return isControl ? 1 : GraphemeWidth(character).columns
    }
    if ascii == 0x09 { return interval - column % interval }
    // Printable ASCII, and the rest of ASCII drawn as U+FFFD: one column either way.
    return 1
  }

  /// The column after `characters`, which start at column `start` of their line.
  static func end(of characters: some Sequence<Character>, from start: Int = 0) -> Int {
    walk(characters, from: start)
  }

  /// The column after `characters`, found character by character.
  private static func walk(_ characters: some Sequence<Character>, from start: Int) -> Int {
    var column = start
    for character in characters { column += columns(of: character, at: column) }
    return column
  }

  /// ``end(of:from:)`` for a piece of a string, read as bytes: a megabyte of a field's text
  /// before what it shows is measured in about a millisecond instead of walked character by
  /// character. ASCII is a character per byte (but for `"\r\n"`); the stretch around each run
  /// of other bytes, from a printable ASCII character it may join to the first place a
  /// character certainly starts, is walked as characters (``otherRun(in:from:column:)``).
  static func end(of text: Substring, from start: Int = 0) -> Int {
    let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
      var column = start
      var index = 0
      while index < bytes.count {
        // A run of bytes that are a column each, counted in one step.
        let plain = plainRunEnd(in: bytes, from: index)
        column += plain - index
        index = plain
        guard index < bytes.count else { break }
        let byte = bytes[index]
        if byte >= 0x80 {
          (index, column) = otherRun(in: bytes, from: index, column: column)
          continue
        }
        if byte == 0x09 {
          column += interval - column % interval
        } else if index == 0 || bytes[index - 1] != 0x0D {
          // A new line on its own; after a carriage return it is part of one character.
          column += 1
        }
        index += 1
      }
      return column
    }
    return measured ?? walk(text, from: start)
  }

  /// Where `text` ends, as `end(of:from:)` measures it from column 0, up to a
  /// multiple of ``interval``: all that what follows needs, since a tab's width depends on
  /// its column only through the remainder, and every other character's on nothing. It is
  /// measured from just after the last tab, which ends on a stop, so a long text with tabs
  /// costs the bytes after its last one, not all of them.
  static func phase(atEndOf text: Substring) -> Int {
    let lastTab = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var index = bytes.count - 1
      while index >= 0, bytes[index] != 0x09 { index -= 1 }
      return index >= 0 ? index : nil
    }
    guard
      let lastTab = lastTab
        ?? text.utf8.lastIndex(of: 0x09).map({
          text.utf8.distance(from: text.utf8.startIndex, to: $0)
        })
    else {
      return end(of: text) % interval
    }
    let afterTab = text.utf8.index(text.utf8.startIndex, offsetBy: lastTab + 1)
    return end(of: text[afterTab...]) % interval
  }

  /// The first character of `line` that can be shown with the cursor, before character
  /// `cursor`, still inside `width` columns; `line` starts at screen column `startColumn`. Without a
  /// tab before the cursor it walks back from the cursor, costing the width, not the line;
  /// with one, where each character sits depends on everything before it, so it measures the
  /// line up to the cursor.
  static func firstShown(
    before cursor: Int, in line: [Character], width: Int, from startColumn: Int = 0
  ) -> Int {
    let cursor = max(0, min(cursor, line.count))
    var start = cursor
    guard line[..<cursor].contains("\t") else {
      var used = 0
      while start > 0 {
        let columns = columns(of: line[start - 1], at: 0)
        if used + columns >= width { break }
        used += columns
        start -= 1
      }
      return start
    }
    var starts: [Int] = []
    starts.reserveCapacity(cursor)
    var column = startColumn
    for character in line[..<cursor] {
      starts.append(column)
      column += columns(of: character, at: column)
    }
    while start > 0, column - starts[start - 1] < width { start -= 1 }
    return start
  }

  /// Writes `shown`, the part of a line from its first shown character, which sits at column
  /// `column` of the line, at `x` on row `y`: tabs as spaces in `style` up to their stops.
  ///
  /// - Returns: The screen column after what was written.
  @discardableResult
  static func write(
    _ shown: Substring, column: Int, x: Int, y: Int, style: StyleID, limit: Int,
    into screen: inout ScreenBuffer
  ) -> Int {
    guard containsTab(shown) else {
      return screen.write(shown, x: x, y: y, style: style, limit: limit)
    }
    var x = x
    var column = column
    for (index, piece) in shown.split(separator: "\t", omittingEmptySubsequences: false)
      .enumerated()
    {
      if index > 0 {
        let spaces = interval - column % interval
        let shownSpaces = min(spaces, limit - x)
        if shownSpaces > 0 {
          screen.fill(" ", x: x, y: y, width: shownSpaces, style: style)
        }
        x += spaces
        column += spaces
      }
      guard x < limit else { return min(x, limit) }
      let after = screen.write(piece, x: x, y: y, style: style, limit: limit)
      column += after - x
      x = after
    }
    return x
  }

  /// Writes `line` from its screen column `left` on, at `x` on row `y`: a tab or wide
  /// character the left edge cuts shows the spaces of its part on screen, as a terminal shows a
  /// wide character cut by a window's edge.
  ///
  /// - Returns: The screen column after what was written.
  @discardableResult
  static func write(
    _ line: Substring, from left: Int, x: Int, y: Int, style: StyleID, limit: Int,
    into screen: inout ScreenBuffer
  ) -> Int {
    guard left > 0 else {
      return write(line, column: 0, x: x, y: y, style: style, limit: limit, into: &screen)
    }
    // Walked from the last place before `left` where a character certainly starts.
    var (index, column) = seek(column: left, in: line)
    while index < line.endIndex {
      let character = line[index]
      let end = column + columns(of: character, at: column)
      if end > left {
        var x = x
        if column < left {
          // Cut by the edge: the part on screen as spaces.
          let shown = min(end - left, limit - x)
          if shown > 0 { screen.fill(" ", x: x, y: y, width: shown, style: style) }
          x += end - left
          index = line.index(after: index)
          column = end
        }
        guard x < limit else { return min(x, limit) }
        return write(
          line[index...], column: column, x: x, y: y, style: style, limit: limit, into: &screen)
      }
      column = end
      index = line.index(after: index)
    }
    return x
  }

  /// Draws one selected character, `columns` wide, at `x` on row `y` in `style`: a tab, or a
  /// character the edge at `left` cuts, as the spaces of its cells on screen.
  static func writeSelected(
    _ character: Character, columns: Int, x: Int, left: Int, y: Int, style: StyleID,
    limit: Int, into screen: inout ScreenBuffer
  ) {
    guard character == "\t" || x < left else {
      screen.write(String(character), x: x, y: y, style: style, limit: limit)
      return
    }
    let from = max(x, left)
    let width = min(x + columns, limit) - from
    if width > 0 { screen.fill(" ", x: from, y: y, width: width, style: style) }
  }

  /// `runs` of a text view with each tab replaced by the spaces up to its stop, counted from
  /// the start of its paragraph across runs (a text view drops other control characters, so
  /// they take no column here). Runs without a tab are returned as they are.
  static func expandingTabs(in runs: [(String, CellStyle)]) -> [(String, CellStyle)] {
    guard runs.contains(where: { $0.0.utf8.contains(0x09) }) else { return runs }
    var column = 0
    return runs.map { string, style in
      var expanded = ""
      expanded.reserveCapacity(string.utf8.count)
      for character in string {
        switch character {
        case "\t":
          let spaces = interval - column % interval
          expanded.append(String(repeating: " ", count: spaces))
          column += spaces
          continue
        case "\n", "\r\n":
          column = 0
        default:
          column += GraphemeWidth(character).columns
        }
        expanded.append(character)
      }
      return (expanded, style)
    }
  }
}
