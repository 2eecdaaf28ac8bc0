/// What a ``ScrollViewReader`` knows from the last update: the elements of the views with an
/// identity, and the scroll views, so that its proxy can scroll one to show the other.
@MainActor
final class ScrollTargetRegistry {
  /// A scroll view and what scrolling it takes.
  struct ScrollView {
    let element: ScrollElement
    let invalidate: @MainActor () -> Void
  }

  private var targets: [AnyHashable: [Element]] = [:]
  private var scrollViews: [ScrollView] = []
  /// The lists: each scrolls to the row with an identity and says whether it has one.
  private var lists: [@MainActor (AnyHashable, UnitPoint?) -> Bool] = []
  /// The update the records belong to; the first record of a newer update starts afresh.
  private var generation = 0

  nonisolated init() {}

  /// Starts afresh when `update` is newer than the records.
  private func begin(_ update: Int) {
    guard update != generation else { return }
    generation = update
    targets = [:]
    scrollViews = []
    lists = []
  }

  /// Records the elements built for the view identified by `id`.
  func record(_ id: AnyHashable, elements: [Element], update: Int) {
    begin(update)
    targets[id] = elements
  }

  /// Records a scroll view.
  func record(_ scrollView: ScrollView, update: Int) {
    begin(update)
    scrollViews.append(scrollView)
  }

  /// Records a list, which scrolls itself to a row.
  func recordList(update: Int, scroll: @escaping @MainActor (AnyHashable, UnitPoint?) -> Bool) {
    begin(update)
    lists.append(scroll)
  }

  /// The rectangle the elements of the view identified by `id` cover, if it was built.
  func frame(of id: AnyHashable) -> CellRect? {
    guard let elements = targets[id], let first = elements.first else { return nil }
    return elements.dropFirst().reduce(first.frame) { $0.union($1.frame) }
  }

  /// The identity of the view that first reaches `line` (a row, or a column when not
  /// `vertical`): the one covering it, else the first one past it.
  func firstTarget(reaching line: Int, vertical: Bool) -> AnyHashable? {
    var best: (start: Int, id: AnyHashable)?
    for (id, elements) in targets {
      guard let first = elements.first else { continue }
      let frame = elements.dropFirst().reduce(first.frame) { $0.union($1.frame) }
      let start = vertical ? frame.y : frame.x
      let end = vertical ? frame.maxY : frame.maxX
      guard end > line, frame.width > 0, frame.height > 0 else { continue }
      if let known = best, known.start <= start { continue }
      best = (start, id)
    }
    return best?.id
  }

  /// Scrolls the innermost scroll view holding the view identified by `id` to it, or else the
  /// first list with a row of that identity.
  func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    guard let elements = targets[id], let first = elements.first else {
      for list in lists where list(id, anchor) { return }
      return
    }
    var target = first.frame
    for element in elements.dropFirst() {
      let frame = element.frame
      let top = min(target.y, frame.y)
      let left = min(target.x, frame.x)
      target = CellRect(
        x: left, y: top, width: max(target.maxX, frame.maxX) - left,
        height: max(target.maxY, frame.maxY) - top)
    }
    // A scroll view is recorded after its content, so the first one holding the target is the
    // innermost.
    guard
      let holder = scrollViews.first(where: { view in
        elements.contains { view.element.content.contains($0) }
      })
    else { return }
    let element = holder.element
    let vertical = element.axis == .vertical
    let start =
      vertical ? target.y - element.content.frame.y : target.x - element.content.frame.x
    let length = vertical ? target.height : target.width
    let offset = ScrollTargetRegistry.offset(
      revealing: start, length: length, viewport: element.state.viewport,
      current: element.state.offset, anchor: anchor.map { vertical ? Double($0.y) : Double($0.x) })
    let clamped = min(max(0, offset), element.state.maxOffset)
    guard clamped != element.state.offset else { return }
    element.state.offset = clamped
    element.state.phases.pending = .animating
    holder.invalidate()
  }

  /// The offset that shows a span of `length` starting at `start` in a window of `viewport`:
  /// with an anchor fraction, the span's point at that fraction sits at the window's; without,
  /// the window moves as little as it takes.
  nonisolated static func offset(
    revealing start: Int, length: Int, viewport: Int, current: Int, anchor: Double?
  ) -> Int {
    if let anchor {
      let point = Double(start) + anchor * Double(length)
      return Int((point - anchor * Double(viewport)).rounded())
    }
    if start < current { return start }
    if start + length > current + viewport { return min(start, start + length - viewport) }
    return current
  }
}

extension ScrollTargetRegistry {
  /// The first row a list shows so that `entry` is in a window of `viewport` one-line rows:
  /// with an anchor fraction, the row sits at that fraction of the window; without, the window
  /// moves as little as it takes.
  nonisolated static func listTop(entry: Int, viewport: Int, current: Int, anchor: Double?)
    -> Int
  {
    let window = max(1, viewport)
    if let anchor {
      return max(0, entry - Int((anchor * Double(window - 1)).rounded()))
    }
    if entry < current { return entry }
    if entry >= current + window { return entry - window + 1 }
    return current
  }
}

extension Element {
  /// Whether `element` is this element or lies inside it.
  func contains(_ element: Element) -> Bool {
    if self === element { return true }
    return children.contains { $0.contains(element) }
  }
}

private struct ScrollTargetsKey: EnvironmentKey {
  static var defaultValue: ScrollTargetRegistry? { nil }
}

extension EnvironmentValues {
  /// The registry of the nearest ``ScrollViewReader``.
  var scrollTargets: ScrollTargetRegistry? {
    get { self[ScrollTargetsKey.self] }
    set { self[ScrollTargetsKey.self] = newValue }
  }
}
