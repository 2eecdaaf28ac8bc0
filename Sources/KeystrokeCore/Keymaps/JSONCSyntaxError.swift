/// Why a JSONC text could not be read, and where.
public struct JSONCSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, for a person.
  public var message: String
  /// Where the problem is.
  public var position: SourcePosition

  /// Creates an error.
  public init(_ message: String, at position: SourcePosition) {
    self.message = message
    self.position = position
  }

  /// `LINE:COLUMN: message`.
  public var description: String { "\(position): \(message)" }
}
