/// One problem in a keymap file, with where it is.
///
/// A problem never stops the app: the entry it concerns is ignored and the command keeps the
/// keys it had without it, except for a conflict the entry causes (``Keymap``), where the entry
/// applies and the other command loses its keys.
public struct KeymapDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var position: SourcePosition
  /// What is wrong, for a person.
  public var message: String

  /// Creates a diagnostic.
  public init(_ message: String, at position: SourcePosition) {
    self.message = message
    self.position = position
  }

  /// `LINE:COLUMN: message`.
  public var description: String { "\(position): \(message)" }

  /// `FILE:LINE:COLUMN: message`, as compilers and `--check-keymap` print it.
  public func formatted(file: String) -> String { "\(file):\(description)" }
}
