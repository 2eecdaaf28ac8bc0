import KeystrokeTerminal

/// Draws a multi-line editor: the lines that fit, scrolled so the cursor stays in view. While
/// focused it draws no cursor of its own: it finds the cell the cursor is in
/// (``cursorPosition``), and the host shows the terminal's own cursor there. Tabs run to the
/// next stop of eight columns (``TabStops``).
@MainActor
class TextEditorElement: Element {
  static let idealSize = CellSize(width: 40, height: 10)

  let text: String
  let editing: MultilineEditing.State
  let isFocused: Bool
  let isEnabled: Bool
  let style: CellStyle

  init(
    text: String, editing: MultilineEditing.State, isFocused: Bool, isEnabled: Bool,
    style: CellStyle
  ) {
    self.text = text
    self.editing = editing
    self.isFocused = isFocused
    self.isEnabled = isEnabled
    self.style = style
  }

  /// The cell the last drawing found the cursor in, and the frame it was drawn in: nil when
  /// the cursor's cell was outside the clip (an editor in a scroll view, partly off screen)
  /// or the editor was not focused.
  private var drawnCursor: (x: Int, y: Int, frame: CellRect)?

  /// Where the terminal cursor goes while this editor is focused: the cell of the character
  /// the cursor is before (a tab's first column, a wide character's left cell, the cell after
  /// the line's last character at its end), as the last drawing placed it. Nil when that
  /// drawing did not show the cell, or the editor has moved since without being drawn again,
  /// so that the terminal cursor is hidden rather than put on a cell of something else.
  var cursorPosition: (x: Int, y: Int)? {
    guard isFocused, isEnabled, let drawnCursor, drawnCursor.frame == frame else { return nil }
    return (drawnCursor.x, drawnCursor.y)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(
      width: proposal.width ?? Self.idealSize.width,
      height: proposal.height ?? Self.idealSize.height)
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    drawnCursor = nil
    guard frame.width > 0, frame.height > 0 else { return }
    let lines = editing.lines(of: text)
    editing.cursor = max(0, min(editing.cursor, lines.characterCount))
    let cursor = lines.position(of: editing.cursor)
    // The cursor's line is read where it is, at the speed of its bytes: a line of a megabyte
    // (a minified file, a long log line) is never made into characters to draw one key.
    let cursorLine = lines.substring(ofLine: cursor.line)
    let cursorIndex = lines.index(ofCharacter: editing.cursor) ?? cursorLine.endIndex
    let cursorColumn = TabStops.end(of: cursorLine[..<cursorIndex])
    let underCursor = cursorIndex < cursorLine.endIndex ? cursorLine[cursorIndex] : nil
    editing.pageHeight = frame.height
    scroll(
      toLine: cursor.line, column: cursorColumn, underCursor: underCursor,
      lineCount: lines.lineCount)
    fillWidth(lines: lines)
    let selected = TextSelection.range(
      cursor: editing.cursor, anchor: editing.anchor, count: lines.characterCount)
    // The selection as string indices, found once for all the lines it covers.
    let selectedIndices = selected.flatMap { range in
      lines.index(ofCharacter: range.lowerBound).flatMap { lower in
        lines.index(ofCharacter: range.upperBound).map { lower..<$0 }
      }
    }
    var lineStyle = style
    if !isEnabled { lineStyle.attributes.insert(.dim) }
    let lineStyleID = screen.intern(lineStyle)
    for row in 0..<frame.height {
      let index = editing.topLine + row
      guard index < lines.lineCount, frame.y + row >= clip.y, frame.y + row < clip.maxY else {
        continue
      }
      // Written straight from the text: a shown line is never copied into a string of its own.
      let line = lines.substring(ofLine: index)
      TabStops.write(
        line, from: editing.leftColumn, x: frame.x, y: frame.y + row,
        style: lineStyleID, limit: min(frame.maxX, clip.maxX), into: &screen)
      let lineStart = lines.offsets[index]
      if isFocused, let selected, let selectedIndices,
        selected.overlaps(lineStart..<(lineStart + lines.length(ofLine: index)))
      {
        drawSelection(
          selectedIndices, line: line, y: frame.y + row, style: lineStyle, into: &screen,
          limit: min(frame.maxX, clip.maxX))
      }
    }
    guard isFocused, isEnabled else { return }
    // The terminal's cursor goes on the cell, not a reversed cell drawn here: input methods,
    // screen readers and tmux's copy mode follow it, and it keeps the user's shape and blink.
    // On a tab that is the first of its spaces, on a wide character its left cell, and on a
    // character of no width (U+200B, a lone accent) the cell it sits on, which shows what
    // follows it. A selection stays reversed; the cursor is at its moving end.
    let row = frame.y + cursor.line - editing.topLine
    let column = frame.x + cursorColumn - editing.leftColumn
    guard column >= frame.x, column < frame.maxX, row >= frame.y, row < frame.maxY,
      clip.contains(x: column, y: row), column < screen.width, row < screen.height
    else { return }
    drawnCursor = (column, row, frame)
  }

  /// Reverses the shown characters of `line` that are `selected` (both ranges of the text).
  private func drawSelection(
    _ selected: Range<String.Index>, line: Substring, y: Int, style: CellStyle,
    into screen: inout ScreenBuffer, limit: Int
  ) {
    var selectedStyle = style
    selectedStyle.attributes.insert(.reverse)
    let selectedID = screen.intern(selectedStyle)
    var (index, lineColumn) = TabStops.seek(column: editing.leftColumn, in: line)
    while index < line.endIndex {
      let x = frame.x + lineColumn - editing.leftColumn
      guard x < limit else { break }
      let character = line[index]
      let columns = TabStops.columns(of: character, at: lineColumn)
      lineColumn += columns
      if x + columns > frame.x, selected.contains(index) {
        TabStops.writeSelected(
          character, columns: columns, x: x, left: frame.x, y: y, style: selectedID,
          limit: limit, into: &screen)
      }
      index = line.index(after: index)
    }
  }

  /// Scrolls back to the left as far as the shown lines leave columns blank at the right
  /// while columns on the left are hidden: after the window grows or the long lines shorten,
  /// the text comes back into view (to column 0 when it all fits), as the rows do. The
  /// cursor's line is shown, and it reaches the cursor's cell, so the cursor stays in view.
  /// A line is read only as far as the right edge, however long it is.
  private func fillWidth(lines: TextLineIndex) {
    guard editing.leftColumn > 0 else { return }
    // A line at least this wide, with the cursor's cell after it, reaches the right edge.
    let filling = editing.leftColumn + frame.width - 1
    var widest = 0
    for index in editing.topLine..<min(lines.lineCount, editing.topLine + frame.height) {
      let line = lines.substring(ofLine: index)
      var (character, column) = TabStops.seek(column: filling - 1, in: line)
      while character < line.endIndex, column < filling {
        column += TabStops.columns(of: line[character], at: column)
        line.formIndex(after: &character)
      }
      if column >= filling { return }
      widest = max(widest, column)
    }
    editing.leftColumn = max(0, widest + 1 - frame.width)
  }

  /// Moves the scroll position so the cursor's line, and its screen column with the
  /// character under it, are inside the frame.
  private func scroll(toLine line: Int, column: Int, underCursor: Character?, lineCount: Int) {
    if line < editing.topLine { editing.topLine = line }
    if line >= editing.topLine + frame.height {
      editing.topLine = line - frame.height + 1
    }
    // Never blank rows below the last line while lines above are hidden: after the window
    // grows or lines are deleted, the text moves down to fill it.
    editing.topLine = max(0, min(editing.topLine, max(0, lineCount - frame.height)))
    // In screen columns, so every line scrolls by the same amount whatever its tabs and wide
    // characters: the cursor's cell (both of a wide character's) stays inside the frame.
    let width =
      underCursor.map { $0 == "\t" ? 1 : max(1, TabStops.columns(of: $0, at: column)) } ?? 1
    if column < editing.leftColumn { editing.leftColumn = column }
    if column + width > editing.leftColumn + frame.width {
      editing.leftColumn = column + width - frame.width
    }
    editing.leftColumn = max(0, editing.leftColumn)
  }
}
