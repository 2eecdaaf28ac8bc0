/// The window a long list of items shows while it is open: a picker's options, a pop-up
/// menu's buttons, a context menu's actions. It moves only as far as keeps the highlighted
/// item in it, and a scroll bar beside it says where it is among them all.
enum ItemWindow {
  /// The most items an open picker or pop-up menu shows at once under its control.
  static let inlineRows = 10

  /// The first item shown while `highlighted` moves: the window moves only as far as it must
  /// to keep the highlight in it, and never past the last item.
  static func first(showing highlighted: Int, from first: Int, window: Int, count: Int) -> Int {
    // A highlight past the end (the items shrank while open) counts as the last item.
    let highlighted = min(max(0, highlighted), max(0, count - 1))
    var first = min(max(0, first), max(0, count - window))
    if highlighted < first { first = highlighted }
    if highlighted >= first + window { first = highlighted - window + 1 }
    return first
  }

  /// A wheel step over an open list: the window of `window` items starting at `first` moved
  /// `step` items (negative: up), never past the ends, and the highlight brought along into
  /// it (to the item at the edge it left by), so the keys go on from what is shown; `nil`
  /// when the window is already at that end or shows every item.
  static func scrolled(
    first: Int, window: Int, count: Int, highlighted: Int, by step: Int
  ) -> (first: Int, highlighted: Int)? {
    guard window > 0, count > window else { return nil }
    let old = min(max(0, first), count - window)
    let moved = min(max(0, old + step), count - window)
    guard moved != old else { return nil }
    return (moved, min(max(moved, highlighted), moved + window - 1))
  }

  /// The wheel over an open list's window (`element`, the items beside their scroll bar):
  /// each step moves the window and the highlight with it (``scrolled(first:window:count:highlighted:by:)``),
  /// then calls `changed`.
  /// A highlight that lands on a disabled item (`isEnabled` false) moves to the nearest enabled
  /// one in the window, as the arrow keys skip disabled items.
  /// `window` is how many items the list shows, asked at each step (a context menu's box
  /// learns it at layout); by default the inline window.
  @MainActor
  static func wheelTarget(
    over element: Element, layer: Int, count: Int, state: some ItemWindowState,
    window shown: (@MainActor () -> Int)? = nil,
    isEnabled: @escaping @MainActor (Int) -> Bool = { _ in true },
    changed: @escaping @MainActor () -> Void
  ) -> WheelTarget {
    WheelTarget(element: element, layer: layer) { step in
      let window = shown?() ?? min(inlineRows, count)
      guard
        let moved = scrolled(
          first: state.top, window: window, count: count, highlighted: state.highlighted,
          by: step)
      else { return false }
      state.top = moved.first
      state.highlighted =
        nearestEnabled(
          to: moved.highlighted, in: moved.first..<(moved.first + window), isEnabled: isEnabled)
        ?? moved.highlighted
      changed()
      return true
    }
  }

  /// The enabled item in `range` nearest to `index` (which lies in it), looking first at it,
  /// then one further either side in turn; `nil` when none is enabled.
  static func nearestEnabled(
    to index: Int, in range: Range<Int>, isEnabled: (Int) -> Bool
  ) -> Int? {
    for distance in 0..<max(1, range.count) {
      for candidate in [index + distance, index - distance]
      where range.contains(candidate) && isEnabled(candidate) {
        return candidate
      }
    }
    return nil
  }

  /// The rows of an open list of `count` items: the highlight kept among the items (they may
  /// have shrunk while open), the window moved to show it, and `row` called for each item the
  /// window shows (with whether it is the highlighted one), beside a scroll bar when not every
  /// item is shown.
  @MainActor
  static func rows(
    count: Int, highlighted: inout Int, first: inout Int,
    row: (_ index: Int, _ isHighlighted: Bool) -> Element
  ) -> [Element] {
    guard count > 0 else { return [] }
    highlighted = min(max(0, highlighted), count - 1)
    let window = min(inlineRows, count)
    first = Self.first(showing: highlighted, from: first, window: window, count: count)
    let shown = (first..<(first + window)).map { [highlighted] in row($0, $0 == highlighted) }
    return column(shown, first: first, count: count)
  }

  /// The rows of a window starting at item `first` of `count`: the rows alone when every item
  /// is shown, else the rows in a column beside a scroll bar.
  @MainActor
  private static func column(_ rows: [Element], first: Int, count: Int) -> [Element] {
    guard rows.count < count else { return rows }
    let column = StackElement(
      axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: rows)
    let bar = ScrollBarElement(viewport: rows.count, content: count, offset: first)
    return [
      StackElement(axis: .horizontal, verticalAlignment: .top, spacing: 1, items: [column, bar])
    ]
  }
}
