/// Where a scroll view is in scrolling, as `.onScrollPhaseChange(_:)` reports it.
///
/// In a terminal a key or a wheel step that scrolls the view makes it ``interacting`` until
/// the scrolled frame is drawn, and then ``idle``; a scroll the app asks for (a
/// `ScrollViewReader`'s `scrollTo`, a `.scrollPosition` set) makes it ``animating`` the same
/// way. Nothing touches or flings a terminal, so ``tracking`` and ``decelerating`` do not occur.
public enum ScrollPhase: Equatable, Hashable, Sendable {
  /// No scroll is under way.
  case idle
  /// The user touched the scroll view and may be about to scroll it; not in a terminal.
  case tracking
  /// The user is scrolling the view: a key or a wheel step moved it, and the frame it moved
  /// to is being drawn.
  case interacting
  /// The user let go and the view slows to a stop; not in a terminal.
  case decelerating
  /// The view moves to a target the app gave it (`ScrollViewReader`, `.scrollPosition`).
  case animating

  /// Whether the scroll view is scrolling: ``interacting``, ``decelerating`` or ``animating``.
  public var isScrolling: Bool {
    switch self {
    case .idle, .tracking: false
    case .interacting, .decelerating, .animating: true
    }
  }
}
