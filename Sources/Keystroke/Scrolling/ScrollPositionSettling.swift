/// What a scroll view reports to after each layout and takes scrolls from: the tracker of a
/// `.scrollPosition(id:)` or of a `.scrollPosition(_:)` around it.
@MainActor
protocol ScrollPositionSettling: AnyObject {
  /// The update that last gave the tracker to a scroll view, so only the outermost takes it.
  var claimedIn: Int { get set }

  /// Called once the scroll view placed its content: returns the offset the scroll view is to
  /// move to, if any, and reports where it is to the app.
  func settle(in scroll: ScrollElement) -> Int?
}

extension ScrollElement {
  /// The offset that puts `frame` (placed at the current offset) at the `anchor` point of the
  /// window (`.top` or `.leading` when `nil`), clamped to the content.
  func offset(showing frame: CellRect, anchor: UnitPoint?) -> Int {
    let vertical = axis == .vertical
    let start = vertical ? frame.y - content.frame.y : frame.x - content.frame.x
    let length = vertical ? frame.height : frame.width
    let point = anchor ?? .top
    let fraction = Double(vertical ? point.y : point.x)
    let offset = ScrollTargetRegistry.offset(
      revealing: start, length: length, viewport: state.viewport, current: state.offset,
      anchor: fraction)
    return min(max(0, offset), state.maxOffset)
  }

  /// The identity of the first view in `registry` (in reading order) that reaches the
  /// `anchor` line of the window, once the content is scrolled `shift` cells further.
  func firstTarget(in registry: ScrollTargetRegistry, anchor: UnitPoint?, shift: Int = 0)
    -> AnyHashable?
  {
    let vertical = axis == .vertical
    let point = anchor ?? .top
    let fraction = Double(vertical ? point.y : point.x)
    let span = max(0, (vertical ? frame.height : frame.width) - 1)
    let line = (vertical ? frame.y : frame.x) + Int((fraction * Double(span)).rounded()) + shift
    return registry.firstTarget(reaching: line, vertical: vertical)
  }
}
