/// What a list keeps between updates: its scroll position, its size, and the keyboard cursor.
final class ListState {
  /// The first entry shown.
  @exclusivity(unchecked) var top = 0
  /// The rows shown, from the last layout (0 before the first).
  @exclusivity(unchecked) var viewport = 0
  /// Whether the list has been laid out: a viewport of 0 then means no row fits, not that
  /// the list does not know yet.
  @exclusivity(unchecked) var isLaidOut = false
  /// The entry the keyboard is on: the selected row in single selection, the row Space
  /// toggles in multiple selection.
  @exclusivity(unchecked) var cursor: Int?
  /// The cursor entry last scrolled into view.
  @exclusivity(unchecked) var revealedCursor: Int?
  /// Where a Shift+arrow range started, and the selection before it.
  @exclusivity(unchecked) var anchor: Int?
  @exclusivity(unchecked) var selectionBeforeRange: Set<AnyHashable> = []
  /// The row element drawn for each entry on the last frame, whose drawing a row made anew
  /// alike can take over (see `DrawMemo`).
  @exclusivity(unchecked) var drawnRows: [Int: Element] = [:]
  /// The first entry the last layout showed, to tell whether the window moved since; `nil`
  /// before the first layout.
  @exclusivity(unchecked) var shownTop: Int?
  /// The list's phase, for `.onScrollPhaseChange`: the keys and the wheel mark what they do
  /// as `.interacting` and a `ScrollViewReader` as `.animating`, reported if the window moves.
  @exclusivity(unchecked) var phases = ScrollPhaseTracker()

  init() {}

  /// Moves `top` so that `entry` is inside a window of `viewport` one-line rows.
  func reveal(_ entry: Int) {
    guard viewport > 0 else { return }
    if entry < top { top = entry }
    if entry >= top + viewport { top = entry - viewport + 1 }
  }
}
