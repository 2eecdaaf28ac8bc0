/// The stable identity of a command, such as `"file.new"` or `"app.tab.2"`.
///
/// Keymaps, conflict reports and the palette refer to commands by this identity, so it must stay
/// the same across launches for the same command.
public struct CommandID: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The identity's text.
  public let rawValue: String

  /// Creates an identity from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { rawValue = value }

  /// The identity's text.
  public var description: String { rawValue }

  /// Orders identities by their text.
  public static func < (lhs: CommandID, rhs: CommandID) -> Bool { lhs.rawValue < rhs.rawValue }
}
