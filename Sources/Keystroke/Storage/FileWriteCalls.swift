#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls through which a save creates and fills files, injectable so that tests can
/// make them fail the way a full disk (`ENOSPC`) or a folder that refuses new files (`EACCES`,
/// `EROFS`) does; tests run as root, where permission bits do not stop anything.
package struct FileWriteCalls: Sendable {
  /// Creates a unique file from a `XXXXXX` template, as `mkstemp(3)`: a descriptor, or `-1`
  /// with `errno` set.
  package var makeTemporaryFile: @Sendable (UnsafeMutablePointer<CChar>) -> Int32
  /// Writes bytes to a descriptor, as `write(2)`: the count written, or `-1` with `errno` set.
  package var write: @Sendable (Int32, UnsafeRawPointer?, Int) -> Int

  /// Calls made of the two closures.
  package init(
    makeTemporaryFile: @escaping @Sendable (UnsafeMutablePointer<CChar>) -> Int32,
    write: @escaping @Sendable (Int32, UnsafeRawPointer?, Int) -> Int
  ) {
    self.makeTemporaryFile = makeTemporaryFile
    self.write = write
  }

  /// The real system calls.
  package static let system = FileWriteCalls(
    makeTemporaryFile: { mkstemp($0) }, write: { SystemCalls.writeBytes($0, $1, $2) })
}
