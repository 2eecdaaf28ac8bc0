import KeystrokeTerminal

/// Draws a multi-line editor: the lines that fit, scrolled so the cursor stays in view, and
/// the cursor as a highlighted cell while focused. Tabs run to the next stop of eight columns
/// (``TabStops``).
@MainActor
final class TextEditorElement: Element {
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

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(
      width: proposal.width ?? Self.idealSize.width,
      height: proposal.height ?? Self.idealSize.height)
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.width > 0, frame.height > 0 else { return }
    let lines = editing.lines(of: text)
    editing.cursor = max(0, min(editing.cursor, lines.characterCount))
    let cursor = lines.position(of: editing.cursor)
    let cursorLine = lines.characters(ofLine: cursor.line)
    editing.pageHeight = frame.height
    scroll(to: cursor, line: cursorLine, lineCount: lines.lineCount)
    let selected = TextSelection.range(
      cursor: editing.cursor, anchor: editing.anchor, count: lines.characterCount)
    var lineStyle = style
    if !isEnabled { lineStyle.attributes.insert(.dim) }
    let lineStyleID = screen.intern(lineStyle)
    for row in 0..<frame.height {
      let index = editing.topLine + row
      guard index < lines.lineCount, frame.y + row >= clip.y, frame.y + row < clip.maxY else {
        continue
      }
      // Written straight from the text: a shown line is never copied into a string of its own.
      TabStops.write(
        lines.substring(ofLine: index), from: editing.leftColumn, x: frame.x, y: frame.y + row,
        style: lineStyleID, limit: min(frame.maxX, clip.maxX), into: &screen)
      let lineStart = lines.offsets[index]
      if isFocused, let selected,
        selected.overlaps(lineStart..<(lineStart + lines.length(ofLine: index)))
      {
        drawSelection(
          selected, line: lines.characters(ofLine: index), start: lineStart, y: frame.y + row,
          style: lineStyle, into: &screen, limit: min(frame.maxX, clip.maxX))
      }
    }
    guard isFocused, isEnabled else { return }
    let row = frame.y + cursor.line - editing.topLine
    let line = cursorLine
    let column = frame.x + TabStops.end(of: line[..<cursor.column]) - editing.leftColumn
    guard column >= frame.x, column < frame.maxX, clip.contains(x: column, y: row) else {
      return
    }
    // On a tab the cursor is the first of its spaces.
    let character =
      cursor.column < line.count && line[cursor.column] != "\t" ? String(line[cursor.column]) : " "
    var cursorStyle = lineStyle
    cursorStyle.attributes.insert(.reverse)
    screen.write(character, x: column, y: row, style: cursorStyle, limit: column + 2)
  }

  /// Reverses the selected characters of one shown line, which starts at character `start`.
  private func drawSelection(
    _ selected: Range<Int>, line: [Character], start: Int, y: Int,
    style: CellStyle, into screen: inout ScreenBuffer, limit: Int
  ) {
    var selectedStyle = style
    selectedStyle.attributes.insert(.reverse)
    let selectedID = screen.intern(selectedStyle)
    var lineColumn = 0
    for index in line.indices {
      let x = frame.x + lineColumn - editing.leftColumn
      guard x < limit else { break }
      let character = line[index]
      let columns = TabStops.columns(of: character, at: lineColumn)
      lineColumn += columns
      guard x + columns > frame.x, selected.contains(start + index) else { continue }
      TabStops.writeSelected(
        character, columns: columns, x: x, left: frame.x, y: y, style: selectedID,
        limit: limit, into: &screen)
    }
  }

  /// Moves the scroll position so the cursor's line and column are inside the frame.
  private func scroll(to cursor: MultilineEditing.Position, line: [Character], lineCount: Int) {
    if cursor.line < editing.topLine { editing.topLine = cursor.line }
    if cursor.line >= editing.topLine + frame.height {
      editing.topLine = cursor.line - frame.height + 1
    }
    editing.topLine = max(0, min(editing.topLine, max(0, lineCount - 1)))
    // In screen columns, so every line scrolls by the same amount whatever its tabs and wide
    // characters: the cursor's cell (both of a wide character's) stays inside the frame.
    let column = TabStops.end(of: line[..<min(cursor.column, line.count)])
    let width =
      cursor.column < line.count && line[cursor.column] != "\t"
      ? max(1, TabStops.columns(of: line[cursor.column], at: column)) : 1
    if column < editing.leftColumn { editing.leftColumn = column }
    if column + width > editing.leftColumn + frame.width {
      editing.leftColumn = column + width - frame.width
    }
    editing.leftColumn = max(0, editing.leftColumn)
  }
}
