import KeystrokeTerminal

/// Draws a text field that grows downwards (`TextField(_:text:axis: .vertical)`): one
/// underlined row per line of its text, between the bounds of its line range, with the
/// placeholder dim while it is empty. Lines are not wrapped; a long one scrolls sideways as in
/// a ``TextEditor``.
@MainActor
final class VerticalTextFieldElement: TextEditorElement {
  let placeholder: String
  /// The fewest and most rows the field takes.
  let rows: ClosedRange<Int>

  init(
    text: String, placeholder: String, rows: ClosedRange<Int>, editing: MultilineEditing.State,
    isFocused: Bool, isEnabled: Bool, style: CellStyle
  ) {
    self.placeholder = placeholder
    self.rows = rows
    var lineStyle = style
    lineStyle.attributes.insert(.underline)
    super.init(
      text: text, editing: editing, isFocused: isFocused, isEnabled: isEnabled, style: lineStyle)
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    let lines = editing.lines(of: text).lineCount
    return CellSize(
      width: proposal.width ?? TextFieldElement.idealWidth,
      height: min(max(lines, rows.lowerBound), rows.upperBound))
  }

  override func expands(along axis: Axis) -> Bool { axis == .horizontal }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.width > 0, frame.height > 0 else { return }
    var lineStyle = style
    if !isEnabled { lineStyle.attributes.insert(.dim) }
    let visible = frame.intersection(clip)
    if visible.width > 0, visible.height > 0 {
      screen.fill(
        x: visible.x, y: visible.y, width: visible.width, height: visible.height,
        style: screen.intern(lineStyle))
    }
    super.draw(into: &screen, clip: clip)
    guard text.isEmpty, clip.contains(x: frame.x, y: frame.y) else { return }
    var placeholderStyle = lineStyle
    placeholderStyle.attributes.insert(.dim)
    // The terminal cursor (``TextEditorElement/cursorPosition``) stays on the first cell,
    // over the placeholder's first character.
    screen.write(
      placeholder, x: frame.x, y: frame.y, style: placeholderStyle,
      limit: min(frame.maxX, clip.maxX))
  }
}
