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

  /// Creates an error for `operation` from the current `errno`.
  static func last(_ operation: String) -> TerminalError {
    TerminalError(operation, code: PlatformCalls.currentErrno)
  }
}
