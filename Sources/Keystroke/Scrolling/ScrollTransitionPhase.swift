/// Where a view stands in a scroll transition: coming into (or leaving) the scroll view at its
/// top or leading edge, shown, or at its bottom or trailing edge.
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// The view is at the top (leading) edge, not yet past the configuration's threshold.
  case topLeading
  /// The view is shown: past the threshold, or not in a scroll view.
  case identity
  /// The view is at the bottom (trailing) edge, not yet past the configuration's threshold.
  case bottomTrailing

  /// Whether the phase is ``identity``.
  public var isIdentity: Bool { self == .identity }

  /// `-1` for ``topLeading``, `0` for ``identity`` and `1` for ``bottomTrailing``, to scale an
  /// effect by.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}
