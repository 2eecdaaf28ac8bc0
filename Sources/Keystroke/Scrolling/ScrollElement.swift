import KeystrokeTerminal

/// Shows a window of its content, which it lays out at its ideal length along `axis`.
@MainActor
final class ScrollElement: Element {
  let content: Element
  let axis: Axis
  let showsIndicator: Bool
  let state: ScrollState
  /// The focused focus target inside the content, by id and element.
  let focused: (id: Int, element: Element)?
  private var showsBar = false
  /// The `.scrollPosition(id:)` this scroll view reports to and takes scrolls from, if any.
  var position: (any ScrollPositionSettling)?
  /// The `.onScrollGeometryChange` watches around this scroll view, innermost first.
  var geometryWatch: ScrollGeometryWatch?
  /// The `.onScrollPhaseChange` watches around this scroll view, innermost first.
  var phaseWatch: ScrollPhaseWatch?
  /// Asks for an update of the scroll view, once the frame showing a scroll is drawn.
  var invalidate: (@MainActor () -> Void)?
  /// The window `.scrollTransition` and `.onScrollVisibilityChange` inside measure against.
  var visibilityRegion: ScrollVisibilityRegion?

  init(
    content: Element, axis: Axis, showsIndicator: Bool, state: ScrollState,
    focused: (id: Int, element: Element)?
  ) {
    self.content = content
    self.axis = axis
    self.showsIndicator = showsIndicator
    self.state = state
    self.focused = focused
  }

  override var children: [Element] { [content] }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    if axis == .vertical {
      let size = content.sizeThatFits(SizeProposal(width: proposal.width, height: nil))
      return CellSize(
        width: proposal.width ?? size.width + (showsIndicator ? 1 : 0),
        height: proposal.height ?? size.height)
    }
    let size = content.sizeThatFits(SizeProposal(width: nil, height: proposal.height))
    return CellSize(
      width: proposal.width ?? size.width,
      height: proposal.height ?? size.height + (showsIndicator ? 1 : 0))
  }

  override func expands(along axis: Axis) -> Bool { axis == self.axis }

  override func place(in rect: CellRect) {
    frame = rect
    // `.containerRelativeFrame` views inside measured against the last layout's size.
    if state.container.place(at: rect.size) { content.forgetMeasurements() }
    let vertical = axis == .vertical
    let viewport = vertical ? rect.height : rect.width
    var size = contentSize(crossLength: vertical ? rect.width : rect.height)
    showsBar = showsIndicator && length(of: size) > viewport
    if showsBar {
      size = contentSize(crossLength: (vertical ? rect.width : rect.height) - 1)
    }
    visibilityRegion?.beginLayout(
      in: showsBar
        ? rect.inset(top: 0, leading: 0, bottom: vertical ? 0 : 1, trailing: vertical ? 1 : 0)
        : rect,
      axis: axis)
    let anchor = state.defaultAnchor.map { Double(vertical ? $0.y : $0.x) }
    let firstLayout = !state.hasLaidOut
    state.laidOut(viewport: viewport, contentLength: length(of: size), anchor: anchor)
    placeContent(size: size)
    // An open picker asks for its highlighted option rather than its whole self.
    let part = focused.flatMap { $0.element.trait(FocusReveal.traitKey) as? FocusReveal }
    let mark = focused.map { FocusReveal.Mark(id: $0.id, part: part?.token) }
    if let focused, mark != state.revealedFocus {
      state.revealedFocus = mark
      let target = (part?.element ?? focused.element).frame
      let start = vertical ? target.y - rect.y : target.x - rect.x
      let end = start + (vertical ? target.height : target.width)
      var offset = state.offset
      if end > viewport { offset += end - viewport }
      if start - (offset - state.offset) < 0 { offset -= -(start - (offset - state.offset)) }
      offset = min(max(0, offset), state.maxOffset)
      if offset != state.offset {
        state.offset = offset
        // Focus moved out of view: the user's doing, as a scroll key would be.
        if !firstLayout {
          state.movedByUser = true
          state.phases.pending = .interacting
        }
        placeContent(size: size)
      }
    } else if focused == nil {
      state.revealedFocus = nil
    }
    if let position, let offset = position.settle(in: self) {
      if !firstLayout, offset != state.offset { state.phases.pending = .animating }
      state.offset = offset
      placeContent(size: size)
    }
    geometryWatch?.notify(geometry)
    reportPhase()
    visibilityRegion?.endLayout()
  }

  /// Tells the `.onScrollPhaseChange` watches around a change of phase: to the phase of what
  /// moved the window since the last layout, or back to idle in the first layout after the
  /// frame showing the scroll was drawn.
  private func reportPhase() {
    guard let change = state.phases.endLayout(watched: phaseWatch != nil) else { return }
    phaseWatch?.notify(from: change.old, to: change.new, geometry: geometry)
  }

  private func contentSize(crossLength: Int) -> CellSize {
    let cross = max(0, crossLength)
    if axis == .vertical {
      let size = content.sizeThatFits(SizeProposal(width: cross, height: nil))
      return CellSize(width: cross, height: size.height)
    }
    let size = content.sizeThatFits(SizeProposal(width: nil, height: cross))
    return CellSize(width: size.width, height: cross)
  }

  private func length(of size: CellSize) -> Int { axis == .vertical ? size.height : size.width }

  /// Places the content at its ideal length, with the proposal it was measured with (any
  /// length along the axis), so a stack keeps the layout it computed while measuring.
  private func placeContent(size: CellSize) {
    if axis == .vertical {
      content.place(
        in: CellRect(
          x: frame.x, y: frame.y - state.offset, width: size.width, height: size.height),
        proposal: SizeProposal(width: size.width, height: nil))
    } else {
      content.place(
        in: CellRect(
          x: frame.x - state.offset, y: frame.y, width: size.width, height: size.height),
        proposal: SizeProposal(width: nil, height: size.height))
    }
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    // The frame showing a scroll is drawn: the next update finds the scroll view at rest.
    if state.phases.frameDrawn() { invalidate?() }
    var window = frame.intersection(clip)
    if showsBar {
      window =
        axis == .vertical
        ? window.intersection(
          CellRect(x: frame.x, y: frame.y, width: frame.width - 1, height: frame.height))
        : window.intersection(
          CellRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - 1))
    }
    ClippedDrawing.draw(content, into: &screen, window: window)
    if showsBar { drawIndicator(into: &screen, clip: clip) }
  }

  /// Draws the track and the thumb: the thumb's length is the visible share of the content.
  private func drawIndicator(into screen: inout ScreenBuffer, clip: CellRect) {
    let track = axis == .vertical ? frame.height : frame.width
    guard track > 0 else { return }
    let thumb = ScrollIndicator.thumb(
      track: track, viewport: state.viewport, content: state.contentLength, offset: state.offset)
    let start = axis == .vertical ? (frame.maxX - 1, frame.y) : (frame.x, frame.maxY - 1)
    ScrollIndicator.draw(
      track: track, thumb: thumb, axis: axis, from: start, clip: clip, into: &screen)
  }
}

/// Draws an element so that nothing lands outside a window, even for elements that draw past
/// their clip: the cells the element covers outside the window are saved before it draws and
/// put back after. When the element lies within the window and the screen's edges, nothing is
/// saved.
@MainActor
enum ClippedDrawing {
  static func draw(_ element: Element, into screen: inout ScreenBuffer, window: CellRect) {
    guard window.width > 0, window.height > 0 else { return }
    let bounds = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    let covered = element.frame.intersection(bounds)
    var saved: [(x: Int, y: Int, cell: ScreenCell)] = []
    let columns = covered.x..<max(covered.x, covered.maxX)
    // In a row the window crosses only the columns on either side of it are saved: a long
    // scrolled element covers the whole screen, and the window most of it.
    let inside = columns.clamped(to: window.x..<max(window.x, window.maxX))
    for row in covered.y..<max(covered.y, covered.maxY) {
      let crossed = row >= window.y && row < window.maxY && !inside.isEmpty
      for column in crossed ? columns.lowerBound..<inside.lowerBound : columns {
        saved.append((column, row, screen[column, row]))
      }
      guard crossed else { continue }
      for column in inside.upperBound..<columns.upperBound {
        saved.append((column, row, screen[column, row]))
      }
    }
    element.draw(into: &screen, clip: window)
    for (column, row, cell) in saved {
      if cell.isContinuation { continue }
      screen.write(cell.grapheme, x: column, y: row, style: cell.style)
    }
  }
}
