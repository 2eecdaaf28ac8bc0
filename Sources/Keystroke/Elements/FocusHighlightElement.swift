import KeystrokeTerminal

/// Draws a child and, while focused, reverses its cells so the focus is visible.
@MainActor
final class FocusHighlightElement: WrapperElement {
  let isFocused: Bool

  init(child: Element, isFocused: Bool) {
    self.isFocused = isFocused
    super.init(child: child)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    child.draw(into: &screen, clip: clip)
    guard isFocused else { return }
    let visible = frame.intersection(clip)
    guard visible.width > 0 else { return }
    for row in visible.y..<visible.maxY {
      for column in visible.x..<visible.maxX {
        let cell = screen[column, row]
        guard !cell.isContinuation else { continue }
        var style = screen.style(x: column, y: row)
        style.attributes.insert(.reverse)
        screen.write(cell.grapheme, x: column, y: row, style: style)
      }
    }
  }
}
