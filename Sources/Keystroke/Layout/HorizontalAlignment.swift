/// Where views line up across a vertical stack's width.
public enum HorizontalAlignment: Hashable, Sendable {
  /// The leading edge (left, in left-to-right text).
  case leading
  /// The middle.
  case center
  /// The trailing edge.
  case trailing

  /// The offset of a child of width `child` in a space of width `space`.
  func offset(child: Int, in space: Int) -> Int {
    switch self {
    case .leading: return 0
    case .center: return max(0, (space - child) / 2)
    case .trailing: return max(0, space - child)
    }
  }
}
