import KeystrokeTerminal

/// Parses the inline Markdown SwiftUI reads in a string literal given to `Text`:
/// `**bold**`, `*italic*`, `_italic_`, `~~struck~~`, `` `code` `` and `[title](url)`.
///
/// The rules are conservative so that ordinary text never changes: a delimiter opens only
/// before a non-space character and only when a matching closer follows after a non-space
/// character; `_` does not open or close inside a word (`snake_case` stays as it is); a
/// backslash escapes the next punctuation character. What does not parse is kept as typed.
enum MarkdownRuns {
  /// One styled piece of the parsed text.
  struct Piece: Equatable {
    var string: String
    var emphasis: CellAttributes = []
    /// The destination of a link.
    var link: String?
    /// Whether the piece was code (between backticks).
    var isCode = false
  }

  /// `text` with every character Markdown reads escaped, so that it parses back to itself.
  static func escaped(_ text: String) -> String {
    guard text.contains(where: { markup.contains($0) }) else { return text }
    var result = ""
    for char in text {
      if markup.contains(char) { result.append("\\") }
      result.append(char)
    }
    return result
  }

  /// The closing backtick of a code span opened at `index`: the next one not escaped.
  private static func codeSpanEnd(in chars: [Character], from index: Int) -> Int? {
    var position = index + 1
    while position < chars.count {
      if chars[position] == "\\" {
        position += 2
        continue
      }
      if chars[position] == "`" { return position }
      position += 1
    }
    return nil
  }

  /// The characters of a code span, with escapes of markup characters removed.
  private static func unescaped(_ chars: ArraySlice<Character>) -> String {
    var result = ""
    var index = chars.startIndex
    while index < chars.endIndex {
      if chars[index] == "\\", index + 1 < chars.endIndex, markup.contains(chars[index + 1]) {
        index += 1
      }
      result.append(chars[index])
      index += 1
    }
    return result
  }

  /// The characters that can start or end Markdown.
  private static let markup: Set<Character> = ["*", "_", "~", "`", "[", "]", "(", ")", "\\"]

  /// The pieces of `text`; a text with no Markdown is one plain piece.
  static func parse(_ text: String) -> [Piece] {
    // The marks are ASCII, so a byte scan finds them: no UTF-8 byte of another character
    // equals one. Most texts have none, and this runs for every `Text` made from a literal.
    guard text.utf8.contains(where: Self.isMarkByte) else { return [Piece(string: text)] }
    var pieces: [Piece] = []
    parse(Array(text), emphasis: [], into: &pieces)
    return merged(pieces)
  }

  /// Whether `byte` is one of the characters Markdown marks start with: `*`, `_`, `~`, a
  /// backtick, `[` or a backslash.
  private static func isMarkByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2A, 0x5F, 0x7E, 0x60, 0x5B, 0x5C: true
    default: false
    }
  }

  private static func parse(
    _ chars: [Character], emphasis: CellAttributes, into pieces: inout [Piece]
  ) {
    var plain = ""
    func flush() {
      if !plain.isEmpty { pieces.append(Piece(string: plain, emphasis: emphasis)) }
      plain = ""
    }
    var index = 0
    while index < chars.count {
      let char = chars[index]
      if char == "\\", index + 1 < chars.count,
        chars[index + 1].isPunctuation
          || chars[index + 1].isSymbol
      {
        plain.append(chars[index + 1])
        index += 2
        continue
      }
      if char == "`", let close = codeSpanEnd(in: chars, from: index), close > index + 1 {
        flush()
        // Interpolated values arrive escaped; a code span shows them as they were.
        pieces.append(
          Piece(
            string: unescaped(chars[(index + 1)..<close]), emphasis: emphasis, isCode: true))
        index = close + 1
        continue
      }
      if char == "[", let link = link(in: chars, at: index) {
        flush()
        var inner: [Piece] = []
        parse(Array(chars[(index + 1)..<link.titleEnd]), emphasis: emphasis, into: &inner)
        for var piece in inner {
          piece.link = link.url
          piece.emphasis.insert(.underline)
          pieces.append(piece)
        }
        index = link.end
        continue
      }
      if let span = emphasisSpan(in: chars, at: index) {
        flush()
        parse(
          Array(chars[(index + span.delimiter.count)..<span.close]),
          emphasis: emphasis.union(span.attribute), into: &pieces)
        index = span.close + span.delimiter.count
        continue
      }
      plain.append(char)
      index += 1
    }
    flush()
  }

  /// The delimiters, longest first so `**` wins over `*`.
  private static let delimiters: [([Character], CellAttributes)] = [
    (Array("**"), .bold), (Array("__"), .bold), (Array("~~"), .strikethrough),
    (Array("*"), .italic), (Array("_"), .italic),
  ]

  /// The emphasis that opens at `index` and where it closes, if one does.
  private static func emphasisSpan(in chars: [Character], at index: Int)
    -> (delimiter: [Character], attribute: CellAttributes, close: Int)?
  {
    for (delimiter, attribute) in delimiters where matches(chars, delimiter, at: index) {
      if let close = closer(for: delimiter, in: chars, from: index) {
        return (delimiter, attribute, close)
      }
    }
    return nil
  }

  private static func matches(_ chars: [Character], _ delimiter: [Character], at index: Int) -> Bool
  {
    guard index + delimiter.count <= chars.count,
      Array(chars[index..<(index + delimiter.count)]) == delimiter
    else { return false }
    let after = index + delimiter.count
    guard after < chars.count, !chars[after].isWhitespace else { return false }
    if delimiter.first == "_", index > 0, chars[index - 1].isLetter || chars[index - 1].isNumber {
      return false
    }
    return true
  }

  /// Where the delimiter that closes the one at `index` starts, if anywhere.
  private static func closer(for delimiter: [Character], in chars: [Character], from index: Int)
    -> Int?
  {
    var position = index + delimiter.count + 1
    while position + delimiter.count <= chars.count {
      guard Array(chars[position..<(position + delimiter.count)]) == delimiter,
        !chars[position - 1].isWhitespace
      else {
        position += 1
        continue
      }
      // In a run of delimiter characters (`***` closing `**bold *both***`), a double closer is
      // the run's end, so the inner emphasis keeps its own.
      var close = position
      while delimiter.count > 1, close + delimiter.count < chars.count,
        chars[close + delimiter.count] == delimiter[0]
      {
        close += 1
      }
      let after = close + delimiter.count
      let doubled = delimiter.count == 1 && after < chars.count && chars[after] == delimiter[0]
      let inWord =
        delimiter.first == "_" && after < chars.count
        && (chars[after].isLetter || chars[after].isNumber)
      if !doubled, !inWord { return close }
      position = after + (doubled ? 1 : 0)
    }
    return nil
  }

  /// A `[title](url)` link starting at `index`: where its title ends, its URL, and where it ends.
  private static func link(in chars: [Character], at index: Int)
    -> (titleEnd: Int, url: String, end: Int)?
  {
    guard let titleEnd = chars[(index + 1)...].firstIndex(of: "]"), titleEnd > index + 1,
      titleEnd + 1 < chars.count, chars[titleEnd + 1] == "(",
      let urlEnd = chars[(titleEnd + 2)...].firstIndex(of: ")"), urlEnd > titleEnd + 2
    else { return nil }
    let url = String(chars[(titleEnd + 2)..<urlEnd])
    guard !url.contains(where: \.isWhitespace) else { return nil }
    return (titleEnd, url, urlEnd + 1)
  }

  /// Joins neighbouring pieces of the same style.
  private static func merged(_ pieces: [Piece]) -> [Piece] {
    var result: [Piece] = []
    for piece in pieces where !piece.string.isEmpty {
      if var last = result.last, last.emphasis == piece.emphasis, last.link == piece.link,
        last.isCode == piece.isCode
      {
        last.string += piece.string
        result[result.count - 1] = last
      } else {
        result.append(piece)
      }
    }
    return result.isEmpty ? [Piece(string: "")] : result
  }
}
