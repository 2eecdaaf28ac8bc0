/// How many lines and characters a text has, as the editor's status line shows them:
/// "2 lines, 12 characters".
///
/// A line ends at a line break (LF, CR, CRLF, VT, FF, NEL, LS or PS, as `Character.isNewline`
/// has them), so a text that ends with one has no extra empty line and an empty text has none.
/// Characters are Swift's: `"\r\n"` and `"e\u{301}"` are one each.
///
/// The status line is drawn after every key, so the counts come from one pass over the text's
/// UTF-8 bytes rather than from walking its characters (about ten times slower): two ASCII
/// bytes are always two characters, unless they are CR and LF, so only the stretches around
/// other bytes are counted as characters.
struct TextSummary: CustomStringConvertible {
  /// The number of lines.
  let lines: Int
  /// The number of characters.
  let characters: Int
  /// The number of line breaks.
  private let breaks: Int

  /// Counts `text`: the edit that made it from the empty text.
  init(of text: String) {
    self.init(of: text, editedFrom: "", summary: Self.empty)
  }

  /// The empty text's summary.
  private static let empty = TextSummary(breaks: 0, characters: 0, endsWithBreak: false)

  /// Counts `text`, an edit of `old`, whose summary is `summary`: only the bytes around the
  /// edit are counted, from the last place before it where a character certainly starts to
  /// the first after it, so a key typed into a long text costs what it changed.
  init(of text: String, editedFrom old: String, summary: TextSummary) {
    var text = text
    var old = old
    text.makeContiguousUTF8()
    old.makeContiguousUTF8()
    let counts = text.utf8.withContiguousStorageIfAvailable { new in
      old.utf8.withContiguousStorageIfAvailable { before in
        let region = TextSummaryRegion(from: before, to: new)
        let removed = Self.count(UnsafeBufferPointer(rebasing: before[region.old])) {
          Self.characters(in: old, bytes: $0, from: region.old.lowerBound)
        }
        let added = Self.count(UnsafeBufferPointer(rebasing: new[region.new])) {
          Self.characters(in: text, bytes: $0, from: region.new.lowerBound)
        }
        return (
          summary.breaks - removed.breaks + added.breaks,
          summary.characters - removed.characters + added.characters,
          Self.endsWithLineBreak(new)
        )
      }
    }
    // Both are contiguous UTF-8 now, so both buffers are always there.
    let (breaks, characters, endsWithBreak) = (counts ?? nil) ?? (0, 0, false)
    self.init(breaks: breaks, characters: characters, endsWithBreak: endsWithBreak)
  }

  private init(breaks: Int, characters: Int, endsWithBreak: Bool) {
    self.breaks = breaks
    self.characters = characters
    lines = breaks + (characters == 0 || endsWithBreak ? 0 : 1)
  }

  var description: String {
    "\(lines) line\(lines == 1 ? "" : "s"), \(characters) character\(characters == 1 ? "" : "s")"
  }

  /// The characters of the UTF-8 bytes `bytes` of `text`, counted from `origin`, which start
  /// and end characters.
  private static func characters(in text: String, bytes: Range<Int>, from origin: Int) -> Int {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: origin + bytes.lowerBound)
    let end = utf8.index(start, offsetBy: bytes.count)
    return text[start..<end].count
  }

  private static let carriageReturn: UInt8 = 0x0D
  private static let lineFeed: UInt8 = 0x0A

  /// Counts the line breaks and characters of `bytes`, UTF-8 that starts and ends characters,
  /// asking `charactersIn` for the characters of a range of them.
  private static func count(
    _ bytes: UnsafeBufferPointer<UInt8>, charactersIn: (Range<Int>) -> Int
  ) -> (breaks: Int, characters: Int) {
    var breaks = 0
    var characters = 0
    var index = 0
    while index < bytes.count {
      let run = printableASCIIRun(in: bytes, from: index)
      characters += run
      index += run
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte >= 0x80 {
        // A character may join the printable ASCII one before it (`e` and a combining
        // accent) and run on past ASCII bytes, until a break that is certain: before a
        // control, or between two ASCII bytes. That stretch is counted as characters.
        var start = index
        if index > 0, isPrintableASCII(bytes[index - 1]) {
          start -= 1
          characters -= 1
        }
        var end = index + 1
        while end < bytes.count,
          !(bytes[end] < 0x80 && (isControl(bytes[end]) || bytes[end - 1] < 0x80))
        {
          end += 1
        }
        characters += charactersIn(start..<end)
        breaks += wideBreaks(in: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        index = end
        continue
      }
      characters += 1
      switch byte {
      case carriageReturn:
        if index + 1 < bytes.count, bytes[index + 1] == lineFeed { index += 1 }
        breaks += 1
      case lineFeed, 0x0B, 0x0C:
        breaks += 1
      default:
        break
      }
      index += 1
    }
    return (breaks, characters)
  }

  /// How many bytes from `start` on are printable ASCII (or DEL), eight at a time: each is one
  /// character and no line break.
  private static func printableASCIIRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    guard let base = bytes.baseAddress else { return 0 }
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    var index = start
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      // A byte at or above 0x80, or one below 0x20, sets its high bit in one of the two.
      guard (word | ((word &- ones &* 0x20) & ~word)) & high == 0 else { break }
      index += 8
    }
    while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80 { index += 1 }
    return index - start
  }

  private static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte < 0x80 && !isControl(byte) }

  /// The line breaks of more than one byte in `bytes`: NEL (C2 85), LS (E2 80 A8) and PS
  /// (E2 80 A9). A stretch holds no ASCII control, so no other break.
  private static func wideBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var breaks = 0
    for index in bytes.indices {
      switch bytes[index] {
      case 0x85:
        if index > 0, bytes[index - 1] == 0xC2 { breaks += 1 }
      case 0xA8, 0xA9:
        if index > 1, bytes[index - 1] == 0x80, bytes[index - 2] == 0xE2 { breaks += 1 }
      default:
        break
      }
    }
    return breaks
  }

  /// Whether the text's last character is a line break.
  private static func endsWithLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = bytes.last else { return false }
    if [lineFeed, carriageReturn, 0x0B, 0x0C].contains(last) { return true }
    let tail = bytes.suffix(3)
    return tail.suffix(2).elementsEqual([0xC2, 0x85])
      || tail.elementsEqual([0xE2, 0x80, 0xA8]) || tail.elementsEqual([0xE2, 0x80, 0xA9])
  }
}
