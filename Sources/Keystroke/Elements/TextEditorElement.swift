import KeystrokeTerminal

/// Draws a multi-line editor: the lines that fit, scrolled so the cursor stays in view, and
/// the cursor as a highlighted cell while focused.
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
    let lines: TextLineIndex
    if let cached = editing.lineIndex, cached.text == text {
      lines = cached
    } else {
      lines = TextLineIndex(text)
      editing.lineIndex = lines
    }
    editing.cursor = max(0, min(editing.cursor, lines.characterCount))
    let cursor = lines.position(of: editing.cursor)
    let cursorLine = lines.characters(ofLine: cursor.line)
    editing.pageHeight = frame.height
    scroll(to: cursor, line: cursorLine, lineCount: lines.lineCount)
    let selected = TextSelection.range(
      cursor: editing.cursor, anchor: editing.anchor, count: lines.characterCount)
    var lineStyle = style
    if !isEnabled { lineStyle.attributes.insert(.dim) }
    for row in 0..<frame.height {
      let index = editing.topLine + row
      guard index < lines.lineCount, frame.y + row >= clip.y, frame.y + row < clip.maxY else {
        continue
      }
      guard editing.leftColumn < lines.length(ofLine: index) else { continue }
      // Written straight from the text: a shown line is never copied into a string of its own.
      screen.write(
        lines.substring(ofLine: index).dropFirst(editing.leftColumn), x: frame.x,
        y: frame.y + row, style: lineStyle, limit: min(frame.maxX, clip.maxX))
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
    let before = line[min(editing.leftColumn, line.count)..<cursor.column]
    let column = frame.x + before.reduce(0) { $0 + GraphemeWidth($1).columns }
    guard column < frame.maxX, clip.contains(x: column, y: row) else { return }
    let character = cursor.column < line.count ? String(line[cursor.column]) : " "
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
    var x = frame.x
    for column in editing.leftColumn..<line.count {
      guard x < limit else { break }
      if selected.contains(start + column) {
        screen.write(String(line[column]), x: x, y: y, style: selectedStyle, limit: limit)
      }
      x += GraphemeWidth(line[column]).columns
    }
  }

  /// Moves the scroll position so the cursor's line and column are inside the frame.
  private func scroll(to cursor: MultilineEditing.Position, line: [Character], lineCount: Int) {
    if cursor.line < editing.topLine { editing.topLine = cursor.line }
    if cursor.line >= editing.topLine + frame.height {
      editing.topLine = cursor.line - frame.height + 1
    }
    editing.topLine = max(0, min(editing.topLine, max(0, lineCount - 1)))
    if cursor.column < editing.leftColumn { editing.leftColumn = cursor.column }
    editing.leftColumn = max(
      editing.leftColumn,
      TextFieldElement.firstShown(before: cursor.column, in: line, width: frame.width))
  }
}
