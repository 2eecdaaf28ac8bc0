import KeystrokeTerminal

/// The index dots of a paged tab view, `● ○ ○`, centred on one row, with an optional dim band
/// behind them.
@MainActor
final class PageIndexElement: Element {
  let count: Int
  let current: Int
  let showsBackground: Bool

  init(count: Int, current: Int, showsBackground: Bool) {
    self.count = count
    self.current = current
    self.showsBackground = showsBackground
  }

  /// The dots as text.
  var dots: String {
    (0..<count).map { $0 == current ? "●" : "○" }.joined(separator: " ")
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? (2 * count + 1), height: 1)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    guard frame.y >= clip.y, frame.y < clip.maxY else { return }
    let text = showsBackground ? " " + dots + " " : dots
    let width = GraphemeWidth.columns(of: text)
    let x = frame.x + max(0, (frame.width - width) / 2)
    var style = CellStyle.plain
    if showsBackground { style.attributes.insert(.reverse) }
    screen.write(
      text, x: x, y: frame.y, style: screen.intern(style), limit: min(frame.maxX, clip.maxX))
  }
}
