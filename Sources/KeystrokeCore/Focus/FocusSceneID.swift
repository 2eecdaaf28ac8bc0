/// The identity of a scene (a window) whose views publish focused values.
public struct FocusSceneID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral
{
  /// The identity's text.
  public let rawValue: String

  /// Creates an identity from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { rawValue = value }

  /// The identity's text.
  public var description: String { rawValue }
}
