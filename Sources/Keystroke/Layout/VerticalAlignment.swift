/// Where views line up across a horizontal stack's height.
public enum VerticalAlignment: Hashable, Sendable {
  /// The top edge.
  case top
  /// The middle.
  case center
  /// The bottom edge.
  case bottom
  /// The first line of text; on a grid this is the top row.
  case firstTextBaseline
  /// The last line of text; on a grid this is the bottom row.
  case lastTextBaseline

  /// The offset of a child of height `child` in a space of height `space`.
  func offset(child: Int, in space: Int) -> Int {
    switch self {
    case .top, .firstTextBaseline: return 0
    case .center: return max(0, (space - child) / 2)
    case .bottom, .lastTextBaseline: return max(0, space - child)
    }
  }
}
