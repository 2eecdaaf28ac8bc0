/// A failure of a terminal system call, with the call's name and the C error text.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done, such as `tcgetattr(/dev/tty)`.
  public var operation: String
  /// The `errno` value.
  public var code: Int32
  /// A sentence naming the operation and the system's explanation.
  public var description: String

  /// Creates an error for `operation` failing with `code`.
  public init(_ operation: String, code: Int32) {
    self.operation = operation
    self.code = code
    description = "\(operation) failed: \(PlatformCalls.errorText(code)) (errno \(code))"
  }

  /// The error for a terminal that says it cannot be drawn on: `TERM=dumb`, as Emacs's shell
  /// buffers and some build logs set it, has no cursor movement, so a full-screen app would
  /// fill it with escape sequences.
  public static func cannotDraw(term: String) -> TerminalError {
    var error = TerminalError("TERM=\(term)", code: 0)
    error.description =
      "TERM=\(term) names a terminal that cannot move its cursor, so a full-screen app cannot "
      + "run in it; run it in a terminal emulator (or set TERM to what yours is, e.g. xterm)"
    return error
  }

  /// Creates an error for `operation` from the current `errno`.
  static func last(_ operation: String) -> TerminalError {
    TerminalError(operation, code: PlatformCalls.currentErrno)
  }
}
