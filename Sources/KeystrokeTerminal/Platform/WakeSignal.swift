#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe that wakes the event loop from another thread: background work or a timer calls
/// ``signal()``, and the loop, waiting in `poll`, sees the read end become readable.
public final class WakeSignal: Sendable {
  /// The end the loop waits on.
  public let readFD: Int32
  private let writeFD: Int32

  /// Opens the pipe.
  public init() throws(TerminalError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw TerminalError("pipe", code: errno)
    }
    for end in ends {
      let flags = fcntl(end, F_GETFL)
      _ = fcntl(end, F_SETFL, flags | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readFD = ends[0]
    writeFD = ends[1]
  }

  deinit {
    close(readFD)
    close(writeFD)
  }

  /// Wakes the loop; safe from any thread and from signal handlers. Extra wake-ups before the
  /// loop drains collapse into one.
  public func signal() {
    var byte: UInt8 = 1
    _ = write(writeFD, &byte, 1)
  }

  /// Empties the pipe after a wake-up.
  public func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(readFD, $0.baseAddress, 64) }) > 0 {}
  }
}
