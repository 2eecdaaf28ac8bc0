/// The top or bottom side of a rectangle, as list row and section separators name them.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top side.
  case top
  /// The bottom side.
  case bottom

  /// A set of vertical sides.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: Int8
    /// Creates a set from its bit pattern.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates the set holding one side.
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
    /// The top side.
    public static let top = Set(.top)
    /// The bottom side.
    public static let bottom = Set(.bottom)
    /// Both sides.
    public static let all: Set = [.top, .bottom]
  }
}
