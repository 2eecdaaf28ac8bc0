import KeystrokeTerminal

/// The screen style of each glyph a text draws, remembered from one glyph to the next: text
/// has no background of its own and keeps whatever is drawn beneath it, and runs of glyphs
/// share a style and a background, so most glyphs need no lookup in the style table.
struct GlyphStyles {
  private var last: (style: CellStyle, beneath: StyleID, id: StyleID)?

  /// The style to draw `style` with over a cell whose style is `beneath`.
  mutating func id(
    for style: CellStyle, over beneath: StyleID, in screen: inout ScreenBuffer
  ) -> StyleID {
    if let last, last.beneath == beneath, last.style == style { return last.id }
    var drawn = style
    if drawn.background == .default { drawn.background = screen.styles[beneath].background }
    let id = screen.intern(drawn)
    last = (style, beneath, id)
    return id
  }
}
