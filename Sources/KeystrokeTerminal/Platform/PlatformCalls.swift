#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the system calls the runtime needs, so that the rest of the module does
/// not import the C library.
enum PlatformCalls {
  /// The current `errno`.
  static var currentErrno: Int32 { errno }

  /// The C library's text for an error number.
  static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Writes all of `bytes` to `fd`, retrying after signals and partial writes, and waiting for
  /// writability if the descriptor is non-blocking.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(TerminalError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, -1)
      } else {
        throw .last("write(fd \(fd))")
      }
    }
  }

  /// Reads what is available from `fd` (at most `limit` bytes); an empty array means end of
  /// file. Retries after signals.
  static func readAvailable(_ fd: Int32, limit: Int = 4096) throws(TerminalError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, limit) }
      if count >= 0 { return Array(buffer[0..<count]) }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK { return [] }
      throw .last("read(fd \(fd))")
    }
  }

  /// Waits until one of `fds` is readable or `timeout` passes (`nil` waits forever).
  ///
  /// - Returns: For each descriptor, whether it is readable (or hung up).
  static func waitReadable(_ fds: [Int32], timeout: Duration?) throws(TerminalError) -> [Bool] {
    var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var milliseconds: Int32 = -1
    if let timeout {
      let (seconds, attoseconds) = timeout.components
      let total = max(
        0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
      milliseconds = Int32(clamping: total)
    }
    let result = poll(&entries, nfds_t(entries.count), milliseconds)
    if result < 0 {
      if errno == EINTR { return fds.map { _ in false } }
      throw .last("poll")
    }
    let ready = Int16(POLLIN | POLLHUP | POLLERR)
    return entries.map { $0.revents & ready != 0 }
  }

  /// Whether `fd` is a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The window size of the terminal at `fd`, or `nil` if it reports none.
  static func windowSize(_ fd: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// Sets the window size of the terminal at `fd` (the kernel then sends SIGWINCH).
  static func setWindowSize(_ fd: Int32, _ size: TerminalSize) throws(TerminalError) {
    var value = winsize(
      ws_row: UInt16(clamping: size.rows), ws_col: UInt16(clamping: size.columns), ws_xpixel: 0,
      ws_ypixel: 0)
    guard ioctl(fd, UInt(TIOCSWINSZ), &value) == 0 else { throw .last("ioctl(TIOCSWINSZ)") }
  }

  /// Opens `path` read-write, close-on-exec, without making it the controlling terminal.
  static func openReadWrite(_ path: String) throws(TerminalError) -> Int32 {
    let fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw .last("open(\(path))") }
    return fd
  }

  /// Closes `fd`, ignoring errors.
  static func closeQuietly(_ fd: Int32) { _ = close(fd) }
}
