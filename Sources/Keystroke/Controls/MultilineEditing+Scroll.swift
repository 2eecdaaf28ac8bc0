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
    let top: Int
    if rows > 0 {
      top = max(topLine, min(topLine + rows, lastTop))
    } else {
      top = max(0, topLine + rows)
    }
    guard top != topLine else { return nil }
    let line = min(max(cursorLine, top), top + page - 1, max(0, lineCount - 1))
    return (top, line)
  }
}
