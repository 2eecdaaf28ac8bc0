import KeystrokeTerminal

/// Draws a box-drawing border along the edges of a child's frame, over the child, as SwiftUI's
/// `border` draws over a view without adding space.
@MainActor
final class BorderElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  override var drawReadsOnlyOwnValues: Bool { true }

  let style: CellStyle

  init(child: Element, style: CellStyle) {
    self.style = style
    super.init(child: child)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    child.draw(into: &screen, clip: clip)
    // A border needs a row and a column inside it; on a thinner view it would only hide the
    // content, so it is left out.
    guard frame.width >= 3, frame.height >= 3 else { return }
    BoxOutline.draw(frame, style: style, clip: clip, into: &screen)
  }
}
