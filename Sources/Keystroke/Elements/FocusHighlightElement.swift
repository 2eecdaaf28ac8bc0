import KeystrokeTerminal

/// Draws a child and, while focused, reverses its cells so the focus is visible.
@MainActor
final class FocusHighlightElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  override var drawReadsOnlyOwnValues: Bool { true }

  let isFocused: Bool

  init(child: Element, isFocused: Bool) {
    self.isFocused = isFocused
    super.init(child: child)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    child.draw(into: &screen, clip: clip)
    guard isFocused else { return }
    screen.restyle(frame.intersection(clip)) { style in style.attributes.insert(.reverse) }
  }
}
