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
  /// The update the records belong to; the first record of a newer update starts afresh.
  private var generation = 0

  nonisolated init() {}

  /// Starts afresh when `update` is newer than the records.
  private func begin(_ update: Int) {
    guard update != generation else { return }
    generation = update
    targets = [:]
    scrollViews = []
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

  /// Scrolls the innermost scroll view holding the view identified by `id` to it.
  func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    guard let elements = targets[id], let first = elements.first else { return }
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
