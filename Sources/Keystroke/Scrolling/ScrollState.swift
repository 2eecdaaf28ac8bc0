/// What a scroll view keeps between updates: how far it is scrolled and how big it was.
final class ScrollState {
  /// The first content row (or column) shown.
  var offset = 0
  /// The length of the window, from the last layout.
  var viewport = 0
  /// The length of the content, from the last layout.
  var contentLength = 0
  /// The focus target (and the part of it) last scrolled into view, so that focus is revealed
  /// once when it moves and the user can then scroll away from it.
  var revealedFocus: FocusReveal.Mark?
  /// Where the scroll view starts (`.defaultScrollAnchor`): along the axis, 0 at the start, 1
  /// at the end.
  var defaultAnchor: UnitPoint?
  /// Whether a layout has placed the content yet.
  var hasLaidOut = false
  /// Whether the user moved the window (keys, the wheel, focus moving out of view) since a
  /// `.scrollPosition(_:)` last looked.
  var movedByUser = false
  /// Its phase, for `.onScrollPhaseChange`.
  var phases = ScrollPhaseTracker()
  /// The visible area's size, for `.containerRelativeFrame` views inside.
  let container = ContainerSize()

  init() {}

  /// The largest offset that still fills the window.
  var maxOffset: Int { max(0, contentLength - viewport) }

  /// Takes a layout's window and content lengths. The first layout starts at the default
  /// anchor; later, a scroll view anchored at its end that was scrolled to the end stays
  /// there as the content grows, as a chat or a log should.
  func laidOut(viewport: Int, contentLength: Int, anchor: Double?) {
    let wasAtEnd = hasLaidOut && offset >= maxOffset
    self.viewport = viewport
    self.contentLength = contentLength
    if let anchor {
      if !hasLaidOut {
        offset = Int((Double(maxOffset) * min(1, max(0, anchor))).rounded())
      } else if anchor >= 1, wasAtEnd {
        offset = maxOffset
      }
    }
    hasLaidOut = true
    offset = min(max(0, offset), maxOffset)
  }

  /// Scrolls by `rows` (negative: back), within the content; returns whether it moved.
  func scroll(by rows: Int) -> Bool {
    let next = min(maxOffset, max(0, offset + rows))
    defer { offset = next }
    if next != offset {
      movedByUser = true
      phases.pending = .interacting
    }
    return next != offset
  }

  /// Applies a scrolling key; returns whether it scrolled (or was a scrolling key at the edge).
  func scroll(for key: KeyPress, linesToo: Bool) -> Bool {
    guard key.modifiers.isEmpty else { return false }
    let page = max(1, viewport - 1)
    let before = offset
    defer {
      if offset != before {
        movedByUser = true
        phases.pending = .interacting
      }
    }
    switch key.key {
    case .pageDown: offset = min(maxOffset, offset + page)
    case .pageUp: offset = max(0, offset - page)
    case .home: offset = 0
    case .end: offset = maxOffset
    case .downArrow where linesToo, .rightArrow where linesToo:
      offset = min(maxOffset, offset + 1)
    case .upArrow where linesToo, .leftArrow where linesToo: offset = max(0, offset - 1)
    default: return false
    }
    return true
  }
}
