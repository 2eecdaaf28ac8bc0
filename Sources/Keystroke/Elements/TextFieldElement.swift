import KeystrokeTerminal

/// Draws a one-line text field: the text (or a dim placeholder) on an underlined line that
/// fills the offered width, scrolled so the cursor stays visible. A tab runs to the next stop
/// of eight columns (``TabStops``).
@MainActor
final class TextFieldElement: Element {
  static let idealWidth = 20

  let text: String
  let placeholder: String
  let editing: TextEditingState
  let isFocused: Bool
  let isEnabled: Bool
  let isSecure: Bool
  let style: CellStyle

  init(
    text: String, placeholder: String, editing: TextEditingState, isFocused: Bool,
    isEnabled: Bool, isSecure: Bool, style: CellStyle
  ) {
    self.text = text
    self.placeholder = placeholder
    self.editing = editing
    self.isFocused = isFocused
    self.isEnabled = isEnabled
    self.isSecure = isSecure
    self.style = style
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? Self.idealWidth, height: 1)
  }

  override func expands(along axis: Axis) -> Bool { axis == .horizontal }

  /// The characters drawn: bullets for secure fields.
  private var shown: [Character] {
    isSecure ? Array(repeating: "•", count: text.count) : Array(text)
  }

  /// Where the terminal cursor goes while this field is focused.
  var cursorPosition: (x: Int, y: Int)? {
    guard isFocused, frame.width > 0 else { return nil }
    let characters = shown
    let cursor = max(0, min(editing.cursor, characters.count))
    let scroll = min(editing.scroll, characters.count)
    let hidden = TabStops.end(of: characters[..<scroll])
    let column = TabStops.end(of: characters[scroll..<max(scroll, cursor)], from: hidden) - hidden
    return (frame.x + min(column, frame.width - 1), frame.y)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.width > 0, frame.height > 0 else { return }
    var lineStyle = style
    lineStyle.attributes.insert(.underline)
    if !isEnabled { lineStyle.attributes.insert(.dim) }
    let visible = frame.intersection(clip)
    screen.fill(
      x: visible.x, y: frame.y, width: visible.width, height: min(1, visible.height),
      style: screen.intern(lineStyle))
    let characters = shown
    if characters.isEmpty {
      var placeholderStyle = lineStyle
      placeholderStyle.attributes.insert(.dim)
      screen.write(placeholder, x: frame.x, y: frame.y, style: placeholderStyle, limit: frame.maxX)
      return
    }
    scrollToCursor(characters)
    let scroll = min(editing.scroll, characters.count)
    let text = String(characters[scroll...])
    TabStops.write(
      text[...], column: TabStops.end(of: characters[..<scroll]), x: frame.x, y: frame.y,
      style: screen.intern(lineStyle), limit: frame.maxX, into: &screen)
    guard isFocused,
      let selected = TextSelection.range(
        cursor: editing.cursor, anchor: editing.anchor, count: characters.count)
    else { return }
    var selectedStyle = lineStyle
    selectedStyle.attributes.insert(.reverse)
    let selectedID = screen.intern(selectedStyle)
    var x = frame.x
    var column = TabStops.end(of: characters[..<scroll])
    for index in scroll..<characters.count {
      guard x < frame.maxX else { break }
      let character = characters[index]
      let columns = TabStops.columns(of: character, at: column)
      if selected.contains(index) {
        if character == "\t" {
          screen.fill(" ", x: x, y: frame.y, width: min(columns, frame.maxX - x), style: selectedID)
        } else {
          screen.write(String(character), x: x, y: frame.y, style: selectedID, limit: frame.maxX)
        }
      }
      x += columns
      column += columns
    }
  }

  /// Moves the scroll offset so the cursor is inside the field.
  private func scrollToCursor(_ characters: [Character]) {
    let cursor = max(0, min(editing.cursor, characters.count))
    editing.cursor = cursor
    if cursor < editing.scroll { editing.scroll = cursor }
    editing.scroll = max(
      editing.scroll, TabStops.firstShown(before: cursor, in: characters, width: frame.width))
  }
}
