/// Where a scrolling view stands in the phases `.onScrollPhaseChange` reports, kept by scroll
/// views and lists alike: what moved the window since the last layout, the phase last
/// reported, and whether the frame showing it has been drawn. A window moved by a key or the
/// wheel is `.interacting`, by the app `.animating`, for one drawn frame; the update after that
/// frame finds it `.idle` again.
struct ScrollPhaseTracker {
  /// What moved the window since the last layout: `.interacting` for the user (keys, the
  /// wheel, focus moving out of view), `.animating` for the app (`ScrollViewReader`,
  /// `.scrollPosition`); `nil` when nothing did.
  var pending: ScrollPhase?
  /// The phase the watches were last told.
  private(set) var phase = ScrollPhase.idle
  /// Whether the frame showing the scroll of ``phase`` has been drawn.
  private var drawn = false

  /// Ends a layout: the change of phase to report, if any. A window moved since the last
  /// layout takes its mover's phase; a moving one whose frame was drawn comes back to idle.
  /// Without a watch nothing is kept, so nothing asks for an update later.
  mutating func endLayout(watched: Bool) -> (old: ScrollPhase, new: ScrollPhase)? {
    guard watched else {
      pending = nil
      return nil
    }
    let next: ScrollPhase
    if let moved = pending {
      pending = nil
      drawn = false
      next = moved
    } else if phase != .idle, drawn {
      next = .idle
    } else {
      return nil
    }
    guard next != phase else { return nil }
    defer { phase = next }
    return (phase, next)
  }

  /// Notes a frame drawn: `true` for the first to show a scroll, after which the view asks
  /// for an update that brings it back to idle.
  mutating func frameDrawn() -> Bool {
    guard phase != .idle, !drawn else { return false }
    drawn = true
    return true
  }
}
