extension TextLineIndex {
  /// ``updated(to:by:)`` for any change: the characters of `newText` are counted again from a
  /// place before the change where this index knows the character offset (the line's start,
  /// or the last anchor before the change) up to the first place after it where the walk
  /// meets one this index knows again (an anchor, a line's start, the text's end). From there
  /// on the bytes are the old ones, and so are the characters, so the lines and anchors after
  /// it move by the change's bytes and characters.
  ///
  /// A character can only join with its neighbours inside a line, and a place where a
  /// character of the old text started, before the change, still starts one (a change can
  /// join its first character to the one before it, as a combining accent does, never to
  /// those further back); so the walk starts at a place that holds and ends at the first that
  /// holds again. It costs the characters between two anchors (a line's anchors are at most
  /// ``anchorSpacing`` characters apart; a long line of one byte per character is given its
  /// anchors first), plus what the change put in.
  ///
  /// `nil` when `change` does not turn this index's text into `newText`.
  func rescanned(to newText: String, by change: TextChange) -> TextLineIndex? {
    let oldCount = text.utf8.count
    let newCount = newText.utf8.count
    let removedEnd = change.start + change.removed.count
    let insertedEnd = change.start + change.inserted.count
    let delta = change.inserted.count - change.removed.count
    guard change.start >= 0, removedEnd <= oldCount, insertedEnd <= newCount,
      newCount - oldCount == delta
    else { return nil }
    // The change may begin inside a scalar (the diff is of bytes): the walk starts before the
    // scalar it begins in, which the change may join to the character before it.
    var scalarStart = self.scalarStart(atOrBefore: change.start)
    // A change just after a carriage return may join it to a new line ("\r" and "\n" become
    // one "\r\n") or part them: the walk starts before the carriage return, on its line.
    if scalarStart > 0,
      text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: scalarStart - 1)]
        == 0x0D
    {
      scalarStart -= 1
    }
    let anchors = anchorsWithPlainLinesMarked(
      [line(atByte: scalarStart), line(atByte: removedEnd)])
    let start = walkStart(before: scalarStart, anchors: anchors)
    var walk = Walk(
      text: newText, from: start.byte,
      startsLine: start.byte > 0 && start.byte == byteOffsets[line(atByte: start.byte)],
      marks: OldMarks(index: self, anchors: anchors, from: removedEnd),
      delta: delta, insertedEnd: insertedEnd, spacing: anchorSpacing)
    walk.run()
    guard let sync = walk.sync else { return nil }
    // Characters before the walk's start stay; those from its start to where it met the old
    // text again were counted; those after moved by the change.
    let characterDelta = start.character + walk.characters - sync.character
    let startLine = line(atByte: start.byte)
    var byteOffsets = Array(self.byteOffsets[...startLine])
    var offsets = Array(self.offsets[...startLine])
    for found in walk.lineStarts {
      byteOffsets.append(found.byte)
      offsets.append(start.character + found.character)
    }
    // Old lines after the meeting place move. One starting just there moves only when the
    // walk met it as a line's start after walking something: met with nothing walked, it is
    // where the walk started, kept above; met as an anchor, the new text has no line there.
    if !sync.isEnd {
      var later = line(atByte: sync.byte)
      if self.byteOffsets[later] < sync.byte
        || !(sync.isLineStart && walk.characters > 0)
      {
        later += 1
      }
      while later < self.byteOffsets.count {
        byteOffsets.append(self.byteOffsets[later] + delta)
        offsets.append(self.offsets[later] + characterDelta)
        later += 1
      }
    }
    var moved = anchors.filter { $0.byte <= start.byte }
    moved += walk.anchors.map { (start.character + $0.character, $0.byte) }
    moved += anchors.lazy.filter { $0.byte >= sync.byte }.map {
      ($0.character + characterDelta, $0.byte + delta)
    }
    return TextLineIndex(
      text: newText, byteOffsets: byteOffsets, offsets: offsets, anchors: moved,
      characterCount: characterCount + characterDelta, anchorSpacing: anchorSpacing)
  }

  /// This index's anchors, with anchors added to each of `lines` that holds one byte per
  /// character and is longer than ``anchorSpacing`` (such a line needs none while it stays
  /// so, its characters being found by their offsets; once a change puts a character of
  /// several bytes into it, it does, and the walk needs places it knows on both sides).
  private func anchorsWithPlainLinesMarked(_ lines: [Int]) -> [(character: Int, byte: Int)] {
    var marked = anchors
    for line in Set(lines).sorted()
    where isPlain(line: line) && length(ofLine: line) > anchorSpacing {
      let byte = byteOffsets[line]
      let end = byte + length(ofLine: line)
      let spacing = anchorSpacing
      let added = stride(from: spacing, to: length(ofLine: line), by: spacing).map {
        (character: offsets[line] + $0, byte: byte + $0)
      }
      let before = marked.partitioningIndex { $0.byte > byte }
      let after = marked.partitioningIndex { $0.byte >= end }
      marked.replaceSubrange(before..<after, with: added)
    }
    return marked
  }

  /// Where the scalar holding UTF-8 offset `byte` of the text starts (`byte` itself at the
  /// text's end).
  private func scalarStart(atOrBefore byte: Int) -> Int {
    var text = self.text
    return text.withUTF8 { bytes in
      var start = min(byte, bytes.count)
      while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
      return start
    }
  }

  /// Where the walk starts: the last anchor of the change's line before `byte`, else that
  /// line's start, with its character offset.
  private func walkStart(
    before byte: Int, anchors: [(character: Int, byte: Int)]
  ) -> (byte: Int, character: Int) {
    let line = line(atByte: byte)
    let lineStart = byteOffsets[line]
    let after = anchors.partitioningIndex { $0.byte >= byte }
    if after > 0, anchors[after - 1].byte > lineStart {
      return (anchors[after - 1].byte, anchors[after - 1].character)
    }
    return (lineStart, offsets[line])
  }

  /// The places the old text's characters are known at, after the change, in order: its
  /// lines' starts and its anchors, each with its character offset.
  fileprivate struct OldMarks {
    let index: TextLineIndex
    let anchors: [(character: Int, byte: Int)]
    /// The first line start and anchor not yet passed.
    private var line = 0
    private var anchor = 0

    /// The marks of `index` (with `anchors` for its own) from UTF-8 offset `byte` on.
    init(index: TextLineIndex, anchors: [(character: Int, byte: Int)], from byte: Int) {
      self.index = index
      self.anchors = anchors
      line = index.line(atByte: byte)
      anchor = anchors.partitioningIndex { $0.byte >= byte }
    }

    /// The character offset of the old text at UTF-8 offset `byte` (before its end), if it is
    /// one of its marks of the right kind: a line's start when `isLineStart`, otherwise an
    /// anchor. Offsets asked for only grow.
    mutating func character(atByte byte: Int, isLineStart: Bool) -> Int? {
      if isLineStart {
        while line < index.byteOffsets.count, index.byteOffsets[line] < byte { line += 1 }
        guard line < index.byteOffsets.count, index.byteOffsets[line] == byte else { return nil }
        return index.offsets[line]
      }
      while anchor < anchors.count, anchors[anchor].byte < byte { anchor += 1 }
      guard anchor < anchors.count, anchors[anchor].byte == byte else { return nil }
      return anchors[anchor].character
    }
  }

  /// A walk over the new text's characters from a place the old index knows, to the first
  /// place past the change where the old text's marks are met again.
  fileprivate struct Walk {
    let text: String
    var marks: OldMarks
    let delta: Int
    let insertedEnd: Int
    /// Where the walk is, as a string index and a UTF-8 offset.
    private var index: String.Index
    private var byte: Int
    /// The characters walked.
    private(set) var characters = 0
    /// The lines that start inside the walk and the anchors it set, counted from its start.
    private(set) var lineStarts: [(character: Int, byte: Int)] = []
    private(set) var anchors: [(character: Int, byte: Int)] = []
    /// Where the walk met the old text: the old UTF-8 offset, its character offset, whether
    /// the walk met it as a line's start, and whether that is the text's end (where a line the
    /// old text starts is not carried).
    private(set) var sync: (byte: Int, character: Int, isLineStart: Bool, isEnd: Bool)?
    /// How many characters apart the anchors the walk sets are.
    private let spacing: Int

    /// Whether the walk starts just after a new line.
    private let startsLine: Bool

    /// A walk of `text` from UTF-8 offset `byte`, which starts a character (just after a new
    /// line, when `startsLine`); `delta` is what the change added to the text's length in bytes, and
    /// `insertedEnd` where what it put in ends.
    init(
      text: String, from byte: Int, startsLine: Bool, marks: OldMarks, delta: Int,
      insertedEnd: Int, spacing: Int
    ) {
      self.text = text
      self.spacing = spacing
      self.startsLine = startsLine
      self.marks = marks
      self.delta = delta
      self.insertedEnd = insertedEnd
      self.byte = byte
      index = text.utf8.index(text.utf8.startIndex, offsetBy: byte)
    }

    mutating func run() {
      let end = text.utf8.count
      var sinceMark = 0
      var atLineStart = startsLine
      while true {
        if byte == end {
          // The ends of both texts meet, whatever came before them: a line the walk found
          // starting there is the text's last.
          if characters > 0, atLineStart { lineStarts.append((characters, byte)) }
          sync = (byte - delta, marks.index.characterCount, atLineStart, true)
          return
        }
        if byte >= insertedEnd,
          let old = marks.character(atByte: byte - delta, isLineStart: atLineStart)
        {
          sync = (byte - delta, old, atLineStart, false)
          return
        }
        // The walk's start is already in the index; what it passes is not.
        if characters > 0, atLineStart {
          lineStarts.append((characters, byte))
          sinceMark = 0
        } else if sinceMark == spacing {
          anchors.append((characters, byte))
          sinceMark = 0
        }
        let first = text.utf8[index]
        text.formIndex(after: &index)
        let next = text.utf8.distance(from: text.utf8.startIndex, to: index)
        // A line break is a character of its own: "\n", "\r\n" or "\r" (a carriage return
        // is always a character of its own or the start of "\r\n").
        atLineStart = first == 0x0A || first == 0x0D
        byte = next
        characters += 1
        sinceMark += 1
      }
    }
  }
}
