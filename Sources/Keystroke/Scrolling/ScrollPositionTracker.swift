/// What `.scrollPosition(id:)` shares with the scroll view it modifies: the identified views
/// inside, an identity to scroll to, and where to report the identity the scroll view now
/// shows first.
@MainActor
final class ScrollPositionTracker {
  /// The identified views inside the scroll view, from this update's build.
  let registry = ScrollTargetRegistry()
  /// The identity the app set that the next layout scrolls to.
  var pendingTarget: AnyHashable?
  /// Which point of the scroll view the position describes (`.top` when none is given).
  var anchor: UnitPoint?
  /// The identity the app's binding holds, as last read or written.
  var appValue: AnyHashable?
  /// The identity of the view last found at the anchor's line.
  private var shown: AnyHashable?
  /// Writes an identity to the app's binding.
  var report: (@MainActor (AnyHashable?) -> Void)?
  /// Whether a layout has found what is on top yet; the first notes it without reporting it.
  private var hasSettled = false
  /// The update that last gave the tracker to a scroll view, so only the outermost takes it.
  var claimedIn = -1

  nonisolated init() {}

  /// After the scroll view placed its content: returns the offset that shows the identity the
  /// app set, when it differs from the current one; else reports the identity of the first
  /// view at the anchor's line to the app if it changed.
  func settle(in scroll: ScrollElement) -> Int? {
    if let target = pendingTarget {
      pendingTarget = nil
      // The app's identity stands, even where the content's end keeps that view below the
      // anchor's line; scrolling reports again from there.
      if let frame = registry.frame(of: target) {
        let moved = offset(showing: frame, in: scroll)
        // What will be on top once moved is noted, not reported.
        shown = firstShown(in: scroll, shift: moved - scroll.state.offset)
        hasSettled = true
        return moved == scroll.state.offset ? nil : moved
      }
    }
    // The first layout only notes where the scroll view starts: the app's value changes when
    // the view is scrolled, not when it appears.
    if let first = firstShown(in: scroll), first != shown {
      shown = first
      if hasSettled, first != appValue {
        appValue = first
        report?(first)
      }
    }
    hasSettled = true
    return nil
  }

  /// The offset that puts `frame` (placed at the current offset) at the anchor's line.
  private func offset(showing frame: CellRect, in scroll: ScrollElement) -> Int {
    let vertical = scroll.axis == .vertical
    let content = scroll.content.frame
    let start = vertical ? frame.y - content.y : frame.x - content.x
    let length = vertical ? frame.height : frame.width
    let point = anchor ?? .top
    let fraction = Double(vertical ? point.y : point.x)
    let offset = ScrollTargetRegistry.offset(
      revealing: start, length: length, viewport: scroll.state.viewport,
      current: scroll.state.offset, anchor: fraction)
    return min(max(0, offset), scroll.state.maxOffset)
  }

  /// The identity of the first view (in reading order) that reaches the anchor's line of the
  /// scroll view, once its content is scrolled `shift` cells further.
  private func firstShown(in scroll: ScrollElement, shift: Int = 0) -> AnyHashable? {
    let vertical = scroll.axis == .vertical
    let window = scroll.frame
    let point = anchor ?? .top
    let fraction = Double(vertical ? point.y : point.x)
    let span = max(0, (vertical ? window.height : window.width) - 1)
    let line = (vertical ? window.y : window.x) + Int((fraction * Double(span)).rounded()) + shift
    return registry.firstTarget(reaching: line, vertical: vertical)
  }
}
