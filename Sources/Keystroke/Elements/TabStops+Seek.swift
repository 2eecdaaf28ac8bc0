extension TabStops {
  /// Where to start walking `line` character by character to reach screen column `left`, at
  /// the speed of its bytes: the start of the character that covers `left` when that is
  /// certain, else the last place before it where a character certainly starts (the line's
  /// start at worst), with the column there. A line of ASCII is crossed eight bytes at a step;
  /// only a run of other bytes around `left` is left to walk.
  ///
  /// A character certainly starts before a control (a tab, a new line), after one, and between
  /// two ASCII bytes other than `"\r\n"`: no character joins across those.
  static func seek(column left: Int, in line: Substring) -> (index: String.Index, column: Int) {
    let found = line.utf8.withContiguousStorageIfAvailable { bytes in
      seek(column: left, in: bytes)
    }
    guard let (byte, column) = found else { return (line.startIndex, 0) }
    return (line.utf8.index(line.utf8.startIndex, offsetBy: byte), column)
  }

  private static func seek(column left: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
    byte: Int, column: Int
  ) {
    var safe = (byte: 0, column: 0)
    var column = 0
    var index = 0
    while index < bytes.count {
      let runEnd = plainRunEnd(in: bytes, from: index)
      if runEnd > index {
        if column + runEnd - index > left {
          let target = index + left - column
          // Inside the run, the byte before is ASCII; at its start, a character may join the
          // run of other bytes before it.
          let certain = target > index || index == 0 || bytes[index - 1] < 0x80
          return certain ? (target, left) : safe
        }
        if runEnd - index >= 2 {
          safe = (runEnd - 1, column + runEnd - 1 - index)
        } else if index == 0 || bytes[index - 1] < 0x80 {
          safe = (index, column)
        }
        column += runEnd - index
        index = runEnd
        continue
      }
      let byte = bytes[index]
      if byte >= 0x80 {
        let stretch = otherStretch(in: bytes, from: index, column: column)
        let found = StandaloneScalars.walk(
          UnsafeBufferPointer(rebasing: bytes[stretch.start..<stretch.end]),
          from: stretch.column, stoppingPast: left)
        if let found, found.byte < stretch.end - stretch.start {
          // Each scalar of the stretch is a character: the one covering `left` is known.
          return (stretch.start + found.byte, found.column)
        }
        let after = found?.column ?? walkedColumn(after: stretch, in: bytes)
        if after > left { return safe }
        (index, column) = (stretch.end, after)
        // A stretch ends where a character certainly starts.
        safe = (index, column)
        continue
      }
      // A tab, or a new line (of no column after a carriage return, whose character it ends).
      let afterCarriageReturn = byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D
      let width = byte == 0x09 ? interval - column % interval : afterCarriageReturn ? 0 : 1
      if column + width > left, !afterCarriageReturn { return (index, column) }
      column += width
      index += 1
      safe = (index, column)
    }
    return (bytes.count, column)
  }

  /// The stretch around the byte of 0x80 or above at `index` that is measured as characters,
  /// with `column` the column at `index`: where it ends, and the column after it (see
  /// ``otherStretch(in:from:column:)``).
  static func otherRun(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, column: Int) -> (
    end: Int, column: Int
  ) {
    let stretch = otherStretch(in: bytes, from: index, column: column)
    let measured = UnsafeBufferPointer(rebasing: bytes[stretch.start..<stretch.end])
    if let columns = StandaloneScalars.columns(of: measured) {
      return (stretch.end, stretch.column + columns)
    }
    return (stretch.end, walkedColumn(after: stretch, in: bytes))
  }

  /// The column after `stretch` of `bytes`, walked character by character.
  private static func walkedColumn(
    after stretch: (start: Int, column: Int, end: Int), in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let measured = UnsafeBufferPointer(rebasing: bytes[stretch.start..<stretch.end])
    return end(of: String(decoding: measured, as: UTF8.self), from: stretch.column)
  }

  /// Where the stretch around the byte of 0x80 or above at `index` starts, with its column
  /// (`column` is the column at `index`), and where it ends.
  ///
  /// It starts at the printable ASCII byte before `index`, if there is one, since a
  /// character may join it (an accent, or a spacing mark that alone would take a column of
  /// its own), and that byte's column, counted already, is taken back. It runs on past ASCII
  /// bytes to the first place where a character certainly starts: before a control (a tab, a
  /// new line), or between two ASCII bytes (a prepended letter joins the one after it).
  static func otherStretch(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, column: Int)
    -> (start: Int, column: Int, end: Int)
  {
    let isControl = { (byte: UInt8) in byte < 0x20 || byte == 0x7F }
    var start = index
    var column = column
    if index > 0, bytes[index - 1] < 0x80, !isControl(bytes[index - 1]) {
      start -= 1
      column -= 1
    }
    var end = index + 1
    while end < bytes.count,
      !(bytes[end] < 0x80 && (isControl(bytes[end]) || bytes[end - 1] < 0x80))
    {
      end += 1
    }
    return (start, column, end)
  }

  /// Where the run of bytes from `start` that are a column each ends: ASCII but tabs and new
  /// lines, eight bytes at a step while all eight are.
  static func plainRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    var index = start
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let tabs = word ^ (ones &* 0x09)
      let newLines = word ^ (ones &* 0x0A)
      // A zero byte in either sets its high bit here; so does a byte of 0x80 or more.
      let zeros = ((tabs &- ones) & ~tabs) | ((newLines &- ones) & ~newLines)
      guard (zeros | word) & high == 0 else { break }
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x09 || byte == 0x0A || byte >= 0x80 { break }
      index += 1
    }
    return index
  }
}
