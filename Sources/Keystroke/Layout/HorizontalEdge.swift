/// The leading or trailing side of a view, SwiftUI's `HorizontalEdge`: where a list row's
/// swipe actions would be revealed.
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  /// The leading side (left, in left-to-right text).
  case leading
  /// The trailing side.
  case trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: Int8
    /// Creates a set from its bit pattern.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates the set holding one edge.
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Both edges.
    public static let all: Set = [.leading, .trailing]
  }
}
