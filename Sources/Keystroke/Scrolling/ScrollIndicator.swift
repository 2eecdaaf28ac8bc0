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
    let vertical = axis == .vertical
    // The track, then the thumb over it, each one fill of the part the clip shows.
    func area(_ range: Range<Int>) -> CellRect {
      vertical
        ? CellRect(x: start.x, y: start.y + range.lowerBound, width: 1, height: range.count)
        : CellRect(x: start.x + range.lowerBound, y: start.y, width: range.count, height: 1)
    }
    let trackArea = area(0..<max(0, track)).intersection(clip)
    let thumbArea = area(thumb.clamped(to: 0..<max(0, track))).intersection(clip)
    for (part, character, style) in [
      (trackArea, vertical ? "│" : "─", dimStyle), (thumbArea, vertical ? "┃" : "━", StyleID.plain),
    ] as [(CellRect, Character, StyleID)] where part.width > 0 && part.height > 0 {
      screen.fill(
        character, x: part.x, y: part.y, width: part.width, height: part.height, style: style)
    }
  }
}
