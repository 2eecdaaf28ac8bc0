import KeystrokeTerminal

/// Draws a box (`┌─┐│└─┘`) along the edges of a rectangle, within a clip: the outline a border,
/// a group box and a stroked shape share.
@MainActor
enum BoxOutline {
  /// The characters a box is drawn with.
  struct Glyphs: Hashable {
    var horizontal: String
    var vertical: String
    var topLeading: String
    var topTrailing: String
    var bottomLeading: String
    var bottomTrailing: String

    /// The single-line box of borders and group boxes.
    static let light = Glyphs(
      horizontal: "─", vertical: "│", topLeading: "┌", topTrailing: "┐", bottomLeading: "└",
      bottomTrailing: "┘")

    /// The box for a stroked shape: light or heavy lines, solid or dashed, each corner square
    /// or (light lines only: Unicode has no heavy rounded corners) rounded.
    static func stroke(corners: BoxCorners, heavy: Bool, dashed: Bool) -> Glyphs {
      if heavy {
        return Glyphs(
          horizontal: dashed ? "╍" : "━", vertical: dashed ? "╏" : "┃", topLeading: "┏",
          topTrailing: "┓", bottomLeading: "┗", bottomTrailing: "┛")
      }
      return Glyphs(
        horizontal: dashed ? "╌" : "─", vertical: dashed ? "╎" : "│",
        topLeading: corners.topLeading ? "╭" : "┌", topTrailing: corners.topTrailing ? "╮" : "┐",
        bottomLeading: corners.bottomLeading ? "╰" : "└",
        bottomTrailing: corners.bottomTrailing ? "╯" : "┘")
    }
  }

  /// Draws the outline of `rect` (at least 2×2) in `style`, leaving the inside as it is.
  static func draw(
    _ rect: CellRect, style: CellStyle, clip: CellRect, glyphs: Glyphs = .light,
    into screen: inout ScreenBuffer
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    func put(_ glyph: String, _ x: Int, _ y: Int) {
      if clip.contains(x: x, y: y) { screen.write(glyph, x: x, y: y, style: style) }
    }
    // Only the columns and rows inside the clip are visited, so a huge box costs no more than
    // the screen.
    let visible = rect.intersection(clip)
    for x in visible.x..<visible.maxX {
      put(glyphs.horizontal, x, rect.y)
      put(glyphs.horizontal, x, bottom)
    }
    for y in visible.y..<visible.maxY {
      put(glyphs.vertical, rect.x, y)
      put(glyphs.vertical, right, y)
    }
    put(glyphs.topLeading, rect.x, rect.y)
    put(glyphs.topTrailing, right, rect.y)
    put(glyphs.bottomLeading, rect.x, bottom)
    put(glyphs.bottomTrailing, right, bottom)
  }
}
