extension MultilineEditing {
  /// The screen column where character `offset` starts on its line, measured at the speed of
  /// the line's bytes (``TabStops/end(of:from:)``): a cursor far along a long line costs a
  /// pass over bytes, not a walk of characters.
  static func screenColumn(ofCharacter offset: Int, in lines: TextLineIndex) -> Int {
    let line = lines.position(of: offset).line
    let shown = lines.substring(ofLine: line)
    let index = lines.index(ofCharacter: offset) ?? shown.endIndex
    return TabStops.end(of: shown[..<index])
  }

  /// The character offset on line `line` where a vertical move aiming for screen column
  /// `column` lands, as ``index(atScreenColumn:in:)`` finds it: walked from the place
  /// ``TabStops/seek(column:in:)`` finds near the column instead of from the line's start.
  static func offset(atScreenColumn column: Int, line: Int, in lines: TextLineIndex) -> Int {
    let shown = lines.substring(ofLine: line)
    let (start, startColumn) = TabStops.seek(column: column, in: shown)
    // A line of one byte per character counts characters by bytes.
    let before =
      lines.isPlain(line: line)
      ? shown.utf8.distance(from: shown.startIndex, to: start) : shown[..<start].count
    return lines.offsets[line] + before
      + index(atScreenColumn: column, in: shown[start...], from: startColumn)
  }
}
