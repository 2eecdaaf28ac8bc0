extension MultilineEditing {
  /// Where a wheel step of `rows` (negative: up) leaves an editor showing `pageHeight` rows of
  /// `lineCount` lines from `topLine`: the new first line, and the cursor's line dragged along
  /// so that it stays on screen (as a terminal editor keeps its cursor visible); `nil` when the
  /// view cannot move that way.
  static func scroll(
    by rows: Int, topLine: Int, cursorLine: Int, lineCount: Int, pageHeight: Int
  ) -> (topLine: Int, cursorLine: Int)? {
    let page = max(1, pageHeight)
    let lastTop = max(0, lineCount - page)
    let top = max(0, min(topLine + rows, lastTop))
    // A step never moves the other way (a window left past the end by a shorter text only
    // comes back on a step up).
    guard rows > 0 ? top > topLine : top < topLine else { return nil }
    let line = min(max(cursorLine, top), top + page - 1, max(0, lineCount - 1))
    return (top, line)
  }
}
