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

  /// The characters around the cursor: every one the scroll, the drawing and the cursor can
  /// reach, from character `start` on, which sits at screen column `column` of the text up
  /// to a multiple of the tab interval (columns are only subtracted from each other or give
  /// a tab its width, and neither sees the difference).
  private struct Window {
    let start: Int
    let characters: [Character]
    let column: Int

    /// The screen column where character `offset` of the text sits (inside the window).
    func column(of offset: Int) -> Int {
      TabStops.end(of: characters[..<max(0, min(offset - start, characters.count))], from: column)
    }
  }

  /// The window last read, kept for ``cursorPosition`` after ``draw(into:clip:)``.
  private var lastWindow: Window?

  /// Reads the characters within a field's width either side of `cursor`, through the
  /// field's index of its text (``TextEditingState/lines(of:)``), so a field holding a
  /// pasted megabyte costs its width per frame, not its length: bullets for secure fields.
  /// Each side runs until it covers more columns than the field has (a tab counted as one,
  /// the least it can take), so characters of no width do not cut it short.
  private func window(cursor: Int, count: Int) -> Window {
    if isSecure {
      let start = max(0, cursor - frame.width - 1)
      let end = min(count, cursor + frame.width + 1)
      return Window(
        start: start, characters: Array(repeating: "•", count: end - start), column: 0)
    }
    let lines = editing.lines(of: text)
    guard var lower = lines.index(ofCharacter: cursor) else {
      return Window(start: 0, characters: Array(text), column: 0)
    }
    let least = { (character: Character) in
      character == "\t" ? 1 : TabStops.columns(of: character, at: 0)
    }
    var upper = lower
    var start = cursor
    var covered = 0
    while start > 0, covered <= frame.width {
      lower = text.index(before: lower)
      start -= 1
      covered += least(text[lower])
    }
    covered = 0
    while upper < text.endIndex, covered <= frame.width {
      covered += least(text[upper])
      upper = text.index(after: upper)
    }
    // Only a tab's width depends on where it starts, and only through its column's
    // remainder by the tab interval: with a tab in or before the window, the window's column
    // is measured up to that (from the last tab before it), else it is of no account.
    let column =
      TabStops.containsTab(text[..<upper]) ? TabStops.phase(atEndOf: text[..<lower]) : 0
    return Window(start: start, characters: Array(text[lower..<upper]), column: column)
  }

  /// The clip of the last drawing and the frame it was drawn in, so that a cursor that
  /// drawing did not show (a field scrolled out of a scroll view, partly off screen) is not
  /// reported on a cell of something else.
  private var drawnArea: (clip: CellRect, frame: CellRect)?

  /// Where the terminal cursor goes while this field is focused: nil when the field was not
  /// drawn where it is, or the cursor's cell was outside what the drawing showed.
  var cursorPosition: (x: Int, y: Int)? {
    guard isFocused, frame.width > 0, let drawnArea, drawnArea.frame == frame else { return nil }
    let count = editing.lines(of: text).characterCount
    let cursor = max(0, min(editing.cursor, count))
    let window = lastWindow ?? window(cursor: cursor, count: count)
    let scroll = max(window.start, min(editing.scroll, cursor))
    let column = window.column(of: cursor) - window.column(of: scroll)
    let x = frame.x + min(column, frame.width - 1)
    return drawnArea.clip.contains(x: x, y: frame.y) ? (x, frame.y) : nil
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let bounds = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    drawnArea = (clip.intersection(bounds), frame)
    guard frame.width > 0, frame.height > 0 else { return }
    var lineStyle = style
    lineStyle.attributes.insert(.underline)
    if !isEnabled { lineStyle.attributes.insert(.dim) }
    let visible = frame.intersection(clip)
    screen.fill(
      x: visible.x, y: frame.y, width: visible.width, height: min(1, visible.height),
      style: screen.intern(lineStyle))
    if text.isEmpty {
      editing.scroll = 0
      var placeholderStyle = lineStyle
      placeholderStyle.attributes.insert(.dim)
      screen.write(placeholder, x: frame.x, y: frame.y, style: placeholderStyle, limit: frame.maxX)
      return
    }
    let count = editing.lines(of: text).characterCount
    let cursor = max(0, min(editing.cursor, count))
    editing.cursor = cursor
    let window = window(cursor: cursor, count: count)
    lastWindow = window
    scrollToCursor(cursor, in: window)
    let scroll = editing.scroll
    let shown = window.characters[(scroll - window.start)...]
    let scrollColumn = window.column(of: scroll)
    TabStops.write(
      Substring(String(shown)), column: scrollColumn, x: frame.x, y: frame.y,
      style: screen.intern(lineStyle), limit: frame.maxX, into: &screen)
    guard isFocused,
      let selected = TextSelection.range(cursor: cursor, anchor: editing.anchor, count: count)
    else { return }
    var selectedStyle = lineStyle
    selectedStyle.attributes.insert(.reverse)
    let selectedID = screen.intern(selectedStyle)
    var x = frame.x
    var column = scrollColumn
    for (index, character) in zip(scroll..., shown) {
      guard x < frame.maxX else { break }
      let columns = TabStops.columns(of: character, at: column)
      if selected.contains(index) {
        TabStops.writeSelected(
          character, columns: columns, x: x, left: frame.x, y: frame.y, style: selectedID,
          limit: frame.maxX, into: &screen)
      }
      x += columns
      column += columns
    }
  }

  /// Moves the scroll offset so the cursor is inside the field, and no further along than
  /// the text needs: when the end of the text (with the cursor's cell after it) fits, the
  /// field shows as much as it can before it. A field scrolled along a long text that was then
  /// cleared or shortened thus shows what is typed next from its start.
  private func scrollToCursor(_ cursor: Int, in window: Window) {
    if cursor < editing.scroll { editing.scroll = cursor }
    let first = TabStops.firstShown(
      before: cursor - window.start, in: window.characters, width: frame.width,
      from: window.column)
    editing.scroll = max(editing.scroll, window.start + first)
    // The window reaches the text's end: never leave columns empty after it while
    // characters before the scroll offset are hidden.
    if window.start + window.characters.count == editing.lines(of: text).characterCount {
      let filled = TabStops.firstShown(
        before: window.characters.count, in: window.characters, width: frame.width,
        from: window.column)
      editing.scroll = min(editing.scroll, window.start + filled)
    }
  }
}
