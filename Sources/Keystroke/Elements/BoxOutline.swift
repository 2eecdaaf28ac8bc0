import KeystrokeTerminal

/// Draws a single-line box (`┌─┐│└─┘`) along the edges of a rectangle, within a clip: the
/// outline a border and a group box share.
@MainActor
enum BoxOutline {
  /// Draws the outline of `rect` (at least 2×2) in `style`, leaving the inside as it is.
  static func draw(
    _ rect: CellRect, style: CellStyle, clip: CellRect, into screen: inout ScreenBuffer
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    func put(_ glyph: String, _ x: Int, _ y: Int) {
      if clip.contains(x: x, y: y) { screen.write(glyph, x: x, y: y, style: style) }
    }
    for x in rect.x...right {
      put("─", x, rect.y)
      put("─", x, bottom)
    }
    for y in rect.y...bottom {
      put("│", rect.x, y)
      put("│", right, y)
    }
    put("┌", rect.x, rect.y)
    put("┐", right, rect.y)
    put("└", rect.x, bottom)
    put("┘", right, bottom)
  }
}
