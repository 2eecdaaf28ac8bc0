/// One `.onScrollVisibilityChange`: where its view was placed in its scroll view's last layout
/// and how much of it must be shown to count as shown. Kept by the modifier's node; its
/// region holds it weakly, so a view that is gone is told it is no longer shown.
@MainActor
final class ScrollVisibilityWatcher {
  /// The share of the view that must be inside the scroll view's window, from 0 to 1.
  var threshold = 0.5
  /// The layout of the region the view was last placed in.
  private(set) var placedIn = -1
  /// Where the view was placed then: all of its elements.
  private(set) var frame = CellRect.zero

  nonisolated init() {}

  /// Notes that an element of the view was placed in `rect` in the region's layout `layout`.
  func placed(in rect: CellRect, layout: Int) {
    frame = placedIn == layout ? frame.union(rect) : rect
    placedIn = layout
  }

  /// Whether at least the threshold's share of the view (and some of it) is inside `window`.
  func isShown(in window: CellRect) -> Bool {
    let area = frame.width * frame.height
    let share: Double
    if area == 0 {
      // An empty view is shown where its corner is.
      share =
        frame.x >= window.x && frame.x <= window.maxX && frame.y >= window.y
          && frame.y <= window.maxY && window.width > 0 && window.height > 0 ? 1 : 0
    } else {
      let inside = frame.intersection(window)
      share = Double(inside.width * inside.height) / Double(area)
    }
    let threshold = self.threshold.isFinite ? min(1, max(0, self.threshold)) : 0.5
    return share > 0 && share >= threshold
  }
}
