/// Where each line of a text starts, so an editor finds and draws the lines it shows without
/// splitting the whole text into lines of characters on every frame.
///
/// Built once per text (an editor keeps the last one) in one pass over its UTF-8 bytes; only
/// lines with non-ASCII bytes have their characters counted. Lines end at `"\n"`, `"\r\n"` or
/// a `"\r"` alone (one character each), as ``MultilineEditing/lines(of:)`` splits them and as a
/// text view shows a file written with any of them (old Mac files end lines with `"\r"`).
struct TextLineIndex {
  /// The text indexed.
  let text: String
  /// The UTF-8 offset where each line starts.
  private(set) var byteOffsets: [Int] = [0]
  /// The character offset where each line starts.
  private(set) var offsets: [Int] = [0]
  /// The number of characters in the text.
  private(set) var characterCount = 0
  /// Where every ``anchorSpacing``-th character of a line with characters of several bytes
  /// starts, as a character offset and a UTF-8 offset, in order: a character far into such a
  /// line is found from the anchor before it, not from the line's start.
  private(set) var anchors: [(character: Int, byte: Int)] = []

  /// How many characters apart a long line's anchors are.
  let anchorSpacing: Int

  /// The index of `text`, with an anchor every `anchorSpacing` characters of each line that
  /// holds characters of several bytes (tests set a small spacing to have anchors everywhere).
  init(_ text: String, anchorSpacing: Int = 1024) {
    self.text = text
    self.anchorSpacing = max(1, anchorSpacing)
    let spacing = self.anchorSpacing
    var text = text
    var byteOffsets = [0]
    var offsets = [0]
    var characters = 0
    var anchors: [(character: Int, byte: Int)] = []
    text.withUTF8 { bytes in
      var lineStart = 0
      var isASCII = true
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x80 { isASCII = false }
        // A carriage return before a new line is part of that line break.
        let isBreak =
          byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
        if isBreak {
          // The line's characters end before its break, "\r\n", "\n" or "\r", one character.
          let end =
            byte == 0x0A && index > lineStart && bytes[index - 1] == 0x0D ? index - 1 : index
          characters +=
            Self.count(
              bytes, from: lineStart, to: end, isASCII: isASCII, startingAt: characters,
              spacing: spacing, anchors: &anchors) + 1
          byteOffsets.append(index + 1)
          offsets.append(characters)
          lineStart = index + 1
          isASCII = true
        }
        index += 1
      }
      characters += Self.count(
        bytes, from: lineStart, to: bytes.count, isASCII: isASCII, startingAt: characters,
        spacing: spacing, anchors: &anchors)
    }
    self.byteOffsets = byteOffsets
    self.offsets = offsets
    self.anchors = anchors
    characterCount = characters
  }

  /// The characters in a run of bytes that holds whole characters, the first of which is
  /// character `first` of the text; a run with characters of several bytes adds its anchors,
  /// `spacing` characters apart.
  private static func count(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, isASCII: Bool,
    startingAt first: Int, spacing: Int, anchors: inout [(character: Int, byte: Int)]
  ) -> Int {
    // A line's characters hold no new line, so each ASCII byte of them is one character.
    if isASCII { return end - start }
    let line = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    var count = 0
    var index = line.startIndex
    while index < line.endIndex {
      if count > 0, count.isMultiple(of: spacing) {
        let byte = line.utf8.distance(from: line.utf8.startIndex, to: index)
        anchors.append((first + count, start + byte))
      }
      line.formIndex(after: &index)
      count += 1
    }
    return count
  }

  /// Whether this is the index of `text`: the same bytes, which the index's offsets count
  /// (not `==`, which also finds texts equal whose accents are composed differently; see
  /// ``Swift/String/hasSameBytes(as:)``).
  func isIndex(of text: String) -> Bool { self.text.hasSameBytes(as: text) }

  /// The number of lines (an empty text has one empty line).
  var lineCount: Int { byteOffsets.count }

  /// The string index where line `line` starts.
  private func start(ofLine line: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: byteOffsets[line])
  }

  /// Line `line` of the text, without its new line, as a view into the text: nothing is
  /// copied, so drawing a line costs its characters, not building them again.
  func substring(ofLine line: Int) -> Substring {
    let end = text.utf8.index(text.utf8.startIndex, offsetBy: contentEnd(ofLine: line))
    return text[start(ofLine: line)..<end]
  }

  /// The UTF-8 offset where line `line`'s characters end: before its `"\n"`, `"\r\n"` or
  /// `"\r"`.
  private func contentEnd(ofLine line: Int) -> Int {
    guard line + 1 < byteOffsets.count else { return text.utf8.count }
    let newLine = byteOffsets[line + 1] - 1
    guard newLine > byteOffsets[line] else { return newLine }
    let utf8 = text.utf8
    let breakByte = utf8[utf8.index(utf8.startIndex, offsetBy: newLine)]
    let before = utf8[utf8.index(utf8.startIndex, offsetBy: newLine - 1)]
    return breakByte == 0x0A && before == 0x0D ? newLine - 1 : newLine
  }

  /// The number of characters in line `line`, without its new line.
  func length(ofLine line: Int) -> Int {
    let next = line + 1 < offsets.count ? offsets[line + 1] - 1 : characterCount
    return next - offsets[line]
  }

  /// The line and column of a character offset (clamped to the text).
  func position(of offset: Int) -> MultilineEditing.Position {
    let found = offsets.run(containing: max(0, min(offset, characterCount)))
    return MultilineEditing.Position(line: found.run, column: found.offset)
  }

  /// The string index of character `offset`, found from its line's start rather than the
  /// text's; `nil` when the offset is outside the text.
  func index(ofCharacter offset: Int) -> String.Index? {
    guard offset >= 0, offset <= characterCount else { return nil }
    let position = position(of: offset)
    let start = start(ofLine: position.line)
    // A line of as many bytes as characters holds one byte per character (ASCII, no
    // "\r\n"): its character is found at once, without walking the line.
    if isPlain(line: position.line) {
      return text.utf8.index(start, offsetBy: position.column)
    }
    if let anchor = anchor(atOrBefore: offset), anchor.character > offsets[position.line] {
      let from = text.utf8.index(text.utf8.startIndex, offsetBy: anchor.byte)
      return text.index(from, offsetBy: offset - anchor.character)
    }
    return text.index(start, offsetBy: position.column)
  }

  /// The last anchor at or before character `offset`, if any.
  private func anchor(atOrBefore offset: Int) -> (character: Int, byte: Int)? {
    let after = anchors.partitioningIndex { $0.character > offset }
    return after > 0 ? anchors[after - 1] : nil
  }

  /// The number of UTF-8 bytes in line `line`, without its new line.
  private func byteCount(ofLine line: Int) -> Int {
    contentEnd(ofLine: line) - byteOffsets[line]
  }

  /// The index of `newText`, made from this one by `change`, which turned this index's text
  /// into `newText`: lines after the change move, lines inside it are replaced. Costs the
  /// number of lines and anchors plus the characters around the change (see
  /// ``rescanned(to:by:)``), not the text's length.
  ///
  /// `nil` only when `change` does not turn this index's text into `newText`.
  func updated(to newText: String, by change: TextChange) -> TextLineIndex? {
    movedAlongPlainChange(to: newText, by: change) ?? rescanned(to: newText, by: change)
  }

  /// ``updated(to:by:)`` for a change of plain ASCII between plain ASCII bytes, where no
  /// character can join across the change: the lines and anchors after it move, nothing is
  /// read again but the new lines the change put in.
  ///
  /// `nil` when the change or the bytes next to it are not plain ASCII (or hold a carriage
  /// return), or when it puts a long run into a line of characters of several bytes, whose
  /// characters must then be counted for anchors.
  private func movedAlongPlainChange(to newText: String, by change: TextChange) -> TextLineIndex? {
    let isPlainByte = { (byte: UInt8) in byte < 0x80 && byte != 0x0D }
    guard change.removed.allSatisfy(isPlainByte), change.inserted.allSatisfy(isPlainByte) else {
      return nil
    }
    let removedEnd = change.start + change.removed.count
    let delta = change.inserted.count - change.removed.count
    var bytesOfNewText = newText
    let moved = bytesOfNewText.withUTF8 { bytes -> TextLineIndex? in
      let insertedEnd = change.start + change.inserted.count
      guard insertedEnd <= bytes.count, removedEnd <= text.utf8.count,
        change.start == 0 || isPlainByte(bytes[change.start - 1]),
        insertedEnd == bytes.count || bytes[insertedEnd] < 0x80
      else { return nil }
      // The line holding the change's start keeps its start.
      let line = self.line(atByte: change.start)
      guard !change.removed.contains(0x0A), keepsAnchorsClose(line: line, change: change)
      else { return nil }
      var result = self
      result.byteOffsets = Array(byteOffsets[...line])
      result.offsets = Array(offsets[...line])
      if change.inserted.contains(0x0A) {
        // New lines inside the insertion: their character offsets count from the line's start.
        let lineStart = byteOffsets[line]
        let before = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<change.start]), as: UTF8.self
        ).count
        let startCharacter = offsets[line] + before
        for (index, byte) in change.inserted.enumerated() where byte == 0x0A {
          result.byteOffsets.append(change.start + index + 1)
          result.offsets.append(startCharacter + index + 1)
        }
      }
      for later in (line + 1)..<byteOffsets.count where byteOffsets[later] > removedEnd {
        result.byteOffsets.append(byteOffsets[later] + delta)
        result.offsets.append(offsets[later] + delta)
      }
      result.characterCount = characterCount + delta
      // Anchors before the change stay, those it removed go, those after it move with it.
      result.anchors = anchors.compactMap { anchor in
        if anchor.byte <= change.start { return anchor }
        if anchor.byte < removedEnd { return nil }
        return (anchor.character + delta, anchor.byte + delta)
      }
      return result
    }
    return moved.map {
      TextLineIndex(
        text: newText, byteOffsets: $0.byteOffsets, offsets: $0.offsets, anchors: $0.anchors,
        characterCount: $0.characterCount, anchorSpacing: anchorSpacing)
    }
  }

  /// Whether, after `change` (plain ASCII, in line `line`), the line still needs no anchors
  /// or keeps them at most twice ``anchorSpacing`` characters apart around the change, as
  /// moving them along leaves them. A line joined to the next (a new line taken out) or one
  /// whose anchors would drift apart is counted again around the change instead
  /// (``rescanned(to:by:)``), which sets anchors where they are missing.
  private func keepsAnchorsClose(line: Int, change: TextChange) -> Bool {
    guard !isPlain(line: line) else { return true }
    let lineStart = byteOffsets[line]
    let lineEnd = lineStart + byteCount(ofLine: line)
    var before = offsets[line]
    var after = offsets[line] + length(ofLine: line)
    let first = anchors.partitioningIndex { $0.byte > lineStart }
    for anchor in anchors[first...] {
      guard anchor.byte < lineEnd else { break }
      if anchor.byte < change.start {
        before = anchor.character
      } else if anchor.byte >= change.start + change.removed.count {
        after = anchor.character
        break
      }
    }
    return after - before + change.inserted.count - change.removed.count <= 2 * anchorSpacing
  }

  /// The line holding UTF-8 offset `byte` (a line's new line belongs to it).
  func line(atByte byte: Int) -> Int { byteOffsets.run(containing: byte).run }

  /// Whether line `line` holds one byte per character (ASCII, no `"\r\n"` inside), so a character
  /// in it is found by its offset alone.
  func isPlain(line: Int) -> Bool {
    byteCount(ofLine: line) == length(ofLine: line)
  }

  /// An index of `text` from its parts, which the caller made for it.
  init(
    text: String, byteOffsets: [Int], offsets: [Int], anchors: [(character: Int, byte: Int)],
    characterCount: Int, anchorSpacing: Int
  ) {
    self.text = text
    self.anchorSpacing = anchorSpacing
    self.byteOffsets = byteOffsets
    self.offsets = offsets
    self.anchors = anchors
    self.characterCount = characterCount
  }
}
