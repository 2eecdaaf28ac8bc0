/// What `.scrollPosition(id:)` shares with the scroll view it modifies: the identified views
/// inside, an identity to scroll to, and where to report the identity the scroll view now
/// shows first.
@MainActor
final class ScrollPositionTracker: ScrollPositionSettling {
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
        let moved = scroll.offset(showing: frame, anchor: anchor)
        // What will be on top once moved is noted, not reported.
        shown = scroll.firstTarget(
          in: registry, anchor: anchor, shift: moved - scroll.state.offset)
        hasSettled = true
        return moved == scroll.state.offset ? nil : moved
      }
    }
    // The first layout only notes where the scroll view starts: the app's value changes when
    // the view is scrolled, not when it appears.
    if let first = scroll.firstTarget(in: registry, anchor: anchor), first != shown {
      shown = first
      if hasSettled, first != appValue {
        appValue = first
        report?(first)
      }
    }
    hasSettled = true
    return nil
  }
}
