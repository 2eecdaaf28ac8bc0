import KeystrokeTerminal

/// Draws a child and, while focused, reverses its cells so the focus is visible.
@MainActor
final class FocusHighlightElement: Element {
  let child: Element
  let isFocused: Bool

  init(child: Element, isFocused: Bool) {
    self.child = child
    self.isFocused = isFocused
  }

  override var children: [Element] { [child] }

  override func measure(_ proposal: SizeProposal) -> CellSize { child.sizeThatFits(proposal) }

  override func place(in rect: CellRect) {
    frame = rect
    child.place(in: rect)
  }

  override func expands(along axis: Axis) -> Bool { child.expands(along: axis) }

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
