import KeystrokeTerminal

/// A vertical scroll bar one column wide, beside a window of `viewport` rows onto `content`
/// rows scrolled to `offset`: the track dim, the thumb plain, as lists draw theirs.
@MainActor
final class ScrollBarElement: Element {
  override var drawReadsOnlyOwnValues: Bool { true }

  let viewport: Int
  let content: Int
  let offset: Int

  init(viewport: Int, content: Int, offset: Int) {
    self.viewport = max(0, viewport)
    self.content = content
    self.offset = offset
  }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: 1, height: viewport)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let thumb = ScrollIndicator.thumb(
      track: frame.height, viewport: viewport, content: content, offset: offset)
    ScrollIndicator.draw(
      track: frame.height, thumb: thumb, axis: .vertical, from: (frame.x, frame.y),
      clip: clip.intersection(frame), into: &screen)
  }
}
