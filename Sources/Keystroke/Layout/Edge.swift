/// A side of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top side.
  case top
  /// The leading side.
  case leading
  /// The bottom side.
  case bottom
  /// The trailing side.
  case trailing

  /// A set of sides.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: Int8
    /// Creates a set from its bit pattern.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates the set holding one side.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    /// The top side.
    public static let top = Set(.top)
    /// The leading side.
    public static let leading = Set(.leading)
    /// The bottom side.
    public static let bottom = Set(.bottom)
    /// The trailing side.
    public static let trailing = Set(.trailing)
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Every side.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
