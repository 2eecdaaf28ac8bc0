import KeystrokeTerminal

/// Draws a box-drawing border along the edges of a child's frame, over the child, as SwiftUI's
/// `border` draws over a view without adding space.
@MainActor
final class BorderElement: WrapperElement {
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
    let right = frame.maxX - 1
    let bottom = frame.maxY - 1
    func put(_ glyph: String, _ x: Int, _ y: Int) {
      if clip.contains(x: x, y: y) { screen.write(glyph, x: x, y: y, style: style) }
    }
    for x in frame.x...right {
      put("─", x, frame.y)
      put("─", x, bottom)
    }
    for y in frame.y...bottom {
      put("│", frame.x, y)
      put("│", right, y)
    }
    put("┌", frame.x, frame.y)
    put("┐", right, frame.y)
    put("└", frame.x, bottom)
    put("┘", right, bottom)
  }
}
