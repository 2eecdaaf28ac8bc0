import CKeystrokeShims

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair for tests and harnesses that play the terminal's side.
///
/// The harness keeps the master (reads what the program writes, writes what the user types)
/// and also holds the slave open, so it can read the slave's termios after the program exits.
public final class PseudoTerminal {
  /// The master descriptor (the terminal's side).
  public let masterFD: Int32
  /// The slave descriptor held by the harness (opened without becoming its controlling tty).
  public let slaveFD: Int32
  /// The slave's device path, such as `/dev/pts/3`.
  public let slavePath: String

  /// Opens a new pair with the given window size.
  public init(size: TerminalSize) throws(TerminalError) {
    let master = ks_open_pty_master()
    guard master >= 0 else { throw .last("posix_openpt") }
    var name = [CChar](repeating: 0, count: 128)
    guard ks_pty_slave_name(master, &name, UInt(name.count)) == 0 else {
      PlatformCalls.closeQuietly(master)
      throw .last("ptsname_r")
    }
    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let slave: Int32
    do {
      slave = try PlatformCalls.openReadWrite(path)
    } catch {
      PlatformCalls.closeQuietly(master)
      throw error
    }
    masterFD = master
    slaveFD = slave
    slavePath = path
    try PlatformCalls.setWindowSize(master, size)
  }

  deinit {
    PlatformCalls.closeQuietly(masterFD)
    PlatformCalls.closeQuietly(slaveFD)
  }

  /// The slave's current termios.
  public func attributes() throws(TerminalError) -> TerminalAttributes {
    try TerminalAttributes.read(from: slaveFD)
  }

  /// Sets the window size; the kernel sends SIGWINCH to the foreground process group.
  public func resize(to size: TerminalSize) throws(TerminalError) {
    try PlatformCalls.setWindowSize(masterFD, size)
  }

  /// Writes bytes as if typed on the terminal.
  public func send(_ bytes: [UInt8]) throws(TerminalError) {
    try PlatformCalls.writeAll(masterFD, bytes)
  }

  /// Reads what the program wrote, waiting at most `timeout` for the first bytes.
  /// Returns an empty array if nothing arrived.
  public func receive(timeout: Duration) throws(TerminalError) -> [UInt8] {
    guard try PlatformCalls.waitReadable([masterFD], timeout: timeout)[0] else { return [] }
    do {
      return try PlatformCalls.readAvailable(masterFD)
    } catch  where error.code == EIO {
      return []
    }
  }

  /// Starts `path` as a session leader whose controlling terminal is this pair's slave.
  ///
  /// - Parameters:
  ///   - path: The executable.
  ///   - arguments: The arguments after the program name.
  ///   - environment: The complete environment of the child.
  public func spawn(
    _ path: String, arguments: [String], environment: [String: String]
  ) throws(TerminalError) -> ChildProcess {
    let argv = ([path] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: Int32 = 0
    let result = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
      (envp + [nil]).withUnsafeBufferPointer { envBuffer in
        ks_spawn_in_session(
          path, UnsafePointer(argvBuffer.baseAddress), UnsafePointer(envBuffer.baseAddress),
          slavePath, &pid)
      }
    }
    guard result == 0 else { throw TerminalError("posix_spawn(\(path))", code: result) }
    return ChildProcess(id: pid)
  }
}
