/// The horizontal or vertical dimension.
public enum Axis: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: Int8
    /// Creates a set from its bit pattern.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
