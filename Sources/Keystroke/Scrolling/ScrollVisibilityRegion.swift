/// The visible part of a scroll view or list, which the views inside measure themselves
/// against: `.scrollTransition` works out its phase from it, and `.onScrollVisibilityChange`
/// whether its view is shown. Kept by the scroll view's node and handed to its content through
/// the environment; the scroll view sets the window as it is placed and, once its content is
/// placed, tells the watchers whose view became shown or stopped being shown.
@MainActor
final class ScrollVisibilityRegion {
  /// The part of the screen the scroll view shows its content in, within the scroll views
  /// around it.
  private(set) var window = CellRect.zero
  /// The scroll view's axis.
  private(set) var axis: Axis = .vertical
  /// The region of the scroll view around this one, whose window clips this one's.
  weak var outer: ScrollVisibilityRegion?
  /// Counts the scroll view's layouts, so a watcher knows whether its view was placed in the
  /// last one.
  private(set) var layout = 0
  /// Whether each layout places every view shown, so one not placed is not shown: a list
  /// places the rows of its window and no others. A scroll view's stack leaves a kept view
  /// where it was placed before, so there a view's last frame stands.
  private var placesEveryView = false
  /// The `.onScrollVisibilityChange` watchers inside, in the order they first registered.
  private var entries: [Entry] = []
  /// Where each watcher's entry is in `entries`.
  private var positions: [ObjectIdentifier: Int] = [:]
  /// The environment a list's rows were last given, and the one it was made from.
  private var rowEnvironment: (base: EnvironmentValues, rows: EnvironmentValues)?

  /// One watcher, with what to call when it has gone (its view's node was dropped).
  private struct Entry {
    weak var watcher: ScrollVisibilityWatcher?
    var action: (Bool) -> Void
    var layoutChanged: @MainActor () -> Void
    /// Whether the action was last told the view is shown.
    var isShown = false
  }

  nonisolated init() {}

  /// Starts a layout of the scroll view, placed in `rect`.
  func beginLayout(in rect: CellRect, axis: Axis, placesEveryView: Bool = false) {
    if let outer, outer.layout > 0 {
      window = rect.intersection(outer.window)
    } else {
      window = rect
    }
    self.axis = axis
    self.placesEveryView = placesEveryView
    layout &+= 1
  }

  /// Ends a layout of the scroll view: calls the action of each watcher whose view became
  /// shown, or stopped being shown (out of view, never placed, a list row not placed, or
  /// gone), then has the views
  /// those actions changed built again before the frame is drawn.
  func endLayout() {
    guard !entries.isEmpty else { return }
    var changes: [(action: (Bool) -> Void, shown: Bool, layoutChanged: @MainActor () -> Void)] = []
    var removed = false
    for index in entries.indices {
      let watcher = entries[index].watcher
      let shown =
        watcher.map {
          $0.placedIn >= 0 && (!placesEveryView || $0.placedIn == layout) && $0.isShown(in: window)
        } ?? false
      if shown != entries[index].isShown {
        entries[index].isShown = shown
        changes.append((entries[index].action, shown, entries[index].layoutChanged))
      }
      if watcher == nil { removed = true }
    }
    if removed {
      entries.removeAll { $0.watcher == nil }
      positions = [:]
      for (index, entry) in entries.enumerated() {
        if let watcher = entry.watcher { positions[ObjectIdentifier(watcher)] = index }
      }
    }
    for change in changes {
      change.action(change.shown)
      change.layoutChanged()
    }
  }

  /// Adds `watcher`, or gives it the action of its view's latest build.
  func register(
    _ watcher: ScrollVisibilityWatcher, action: @escaping (Bool) -> Void,
    layoutChanged: @escaping @MainActor () -> Void
  ) {
    let key = ObjectIdentifier(watcher)
    if let index = positions[key], entries[index].watcher === watcher {
      entries[index].action = action
      entries[index].layoutChanged = layoutChanged
      return
    }
    // A gone watcher's entry under the same identifier stays until the next layout, which
    // tells its action the view is no longer shown.
    positions[key] = entries.count
    entries.append(Entry(watcher: watcher, action: action, layoutChanged: layoutChanged))
  }

  /// `base` with this region as the one the views inside measure themselves against: the same
  /// value as last time while `base` is, so rows built with it are recognised as unchanged.
  func environment(over base: EnvironmentValues) -> EnvironmentValues {
    if let rowEnvironment, rowEnvironment.base.isEquivalent(to: base) { return rowEnvironment.rows }
    var rows = base
    rows.scrollVisibilityRegion = self
    rowEnvironment = (base, rows)
    return rows
  }

  /// The effect of a `.scrollTransition` whose view is placed at `frame`: its phase and
  /// progress along `axis` under the configuration of the edge it is nearer, given to that
  /// configuration with the effects `transition` makes for each phase.
  func transitionEffect(
    of frame: CellRect, axis: Axis?, topLeading: ScrollTransitionConfiguration,
    bottomTrailing: ScrollTransitionConfiguration,
    transition: (ScrollTransitionPhase) -> ResolvedVisualEffect
  ) -> ResolvedVisualEffect {
    let vertical = (axis ?? self.axis) == .vertical
    let start = Double(vertical ? frame.y : frame.x)
    let length = Double(vertical ? frame.height : frame.width)
    let windowStart = Double(vertical ? window.y : window.x)
    let windowLength = Double(vertical ? window.height : window.width)
    let before = start + length / 2 < windowStart + windowLength / 2
    let configuration = before ? topLeading : bottomTrailing
    let progress = Self.progress(
      start: start, length: length, windowStart: windowStart, windowLength: windowLength,
      threshold: configuration.visibleThreshold)
    return configuration.effect(
      progress: progress, phase: progress >= 1 ? .identity : before ? .topLeading : .bottomTrailing,
      transition: transition)
  }

  /// How far a view `length` long at `start` has come from hidden to `threshold` in a window
  /// `windowLength` long at `windowStart`: 1 when the threshold is met.
  static func progress(
    start: Double, length: Double, windowStart: Double, windowLength: Double,
    threshold: ScrollTransitionConfiguration.Threshold
  ) -> Double {
    guard threshold.level > 0 else { return 1 }
    // The inset takes the window in at both ends (out, when negative).
    let inset = min(threshold.inset, windowLength / 2)
    let low = windowStart + inset
    let high = windowStart + windowLength - inset
    let shown: Double
    if length <= 0 {
      shown = start >= low && start <= high ? 1 : 0
    } else {
      shown = max(0, min(start + length, high) - max(start, low)) / length
    }
    var level = shown
    if shown >= 1 {
      // Wholly shown: from 1 at an edge of the window to 2 at its centre.
      let slack = ((high - low) - length) / 2
      let distance = abs((start + length / 2) - (low + high) / 2)
      level = 1 + (slack > 0 ? max(0, 1 - distance / slack) : 1)
    }
    return min(1, level / threshold.level)
  }
}

private struct ScrollVisibilityRegionKey: EnvironmentKey {
  static var defaultValue: ScrollVisibilityRegion? { nil }
}

extension EnvironmentValues {
  /// The visible part of the innermost scroll view or list around the view.
  var scrollVisibilityRegion: ScrollVisibilityRegion? {
    get { self[ScrollVisibilityRegionKey.self] }
    set { self[ScrollVisibilityRegionKey.self] = newValue }
  }
}
