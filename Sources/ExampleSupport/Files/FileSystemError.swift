/// A failed file operation, naming the file, the step and the system's reason.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file or directory the operation was for.
  public let path: String
  /// What was being done ("create the directory", "write", "rename", …).
  public let step: String
  /// The system's reason (`strerror`).
  public let reason: String

  /// Creates an error.
  public init(path: String, step: String, reason: String) {
    self.path = path
    self.step = step
    self.reason = reason
  }

  /// A message naming the file.
  public var description: String { "Could not \(step) \(path): \(reason)" }
}
