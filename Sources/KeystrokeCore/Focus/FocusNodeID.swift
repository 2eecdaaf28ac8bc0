/// The identity of a view that publishes focused values or lies on the focus path.
public struct FocusNodeID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The identity's text.
  public let rawValue: String

  /// Creates an identity from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { rawValue = value }

  /// The identity's text.
  public var description: String { rawValue }
}
