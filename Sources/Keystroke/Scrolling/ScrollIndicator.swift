import KeystrokeTerminal

/// A scroll indicator: where its thumb goes, and how its track is drawn.
enum ScrollIndicator {
  /// The thumb's cells along a track of `track` cells, for a window of `viewport` onto
  /// `content` scrolled to `offset`.
  static func thumb(track: Int, viewport: Int, content: Int, offset: Int) -> Range<Int> {
    guard content > viewport, track > 0 else { return 0..<track }
    let length = min(track, max(1, track * viewport / content))
    let travel = track - length
    let scrollable = content - viewport
    let start =
      scrollable > 0 ? (travel * min(offset, scrollable) + scrollable / 2) / scrollable : 0
    return start..<(start + length)
  }

  /// Draws a track of `track` cells from `start` along `axis` (down for vertical, across for
  /// horizontal) within `clip`: the thumb's cells plain, the rest dim. Each of the two glyphs
  /// is measured once, not once a cell.
  static func draw(
    track: Int, thumb: Range<Int>, axis: Axis, from start: (x: Int, y: Int), clip: CellRect,
    into screen: inout ScreenBuffer
  ) {
    var dim = CellStyle.plain
    dim.attributes.insert(.dim)
    let dimStyle = screen.intern(dim)
    let line: Character = axis == .vertical ? "│" : "─"
    let thumbLine: Character = axis == .vertical ? "┃" : "━"
    let lineWidth = GraphemeWidth(line)
    let thumbWidth = GraphemeWidth(thumbLine)
    for position in 0..<max(0, track) {
      let (x, y) =
        axis == .vertical ? (start.x, start.y + position) : (start.x + position, start.y)
      guard clip.contains(x: x, y: y), y >= 0, y < screen.height else { continue }
      let inThumb = thumb.contains(position)
      _ = screen.write(
        inThumb ? thumbLine : line, x: x, y: y, style: inThumb ? .plain : dimStyle,
        end: screen.width, measured: inThumb ? thumbWidth : lineWidth)
    }
  }
}
