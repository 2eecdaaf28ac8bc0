#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a session talks to: where input is read, where output goes, and its termios.
///
/// Input is standard input when that is a terminal, else `/dev/tty`; output is standard output
/// when that is a terminal, else `/dev/tty`, so `keystroke keys > log` still draws on the screen.
/// Descriptors stay blocking (standard input and output often share one open file, so making one
/// non-blocking would make the other non-blocking too); the loop reads only after `poll`.
public final class TerminalDevice {
  /// The descriptor keys are read from and termios is set on.
  public let inputFD: Int32
  /// The descriptor frames are written to.
  public let outputFD: Int32
  private let ownedFD: Int32?
  private var savedAttributes: termios?

  /// Opens the process's terminal, or throws when it has none.
  public static func open() throws(TerminalError) -> TerminalDevice {
    var ownedFD: Int32?
    func tty() throws(TerminalError) -> Int32 {
      if let ownedFD { return ownedFD }
      do {
        let fd = try PlatformCalls.openReadWrite("/dev/tty")
        ownedFD = fd
        return fd
      } catch {
        throw TerminalError(
          "open(/dev/tty) (standard input or output is not a terminal)", code: error.code)
      }
    }
    let input = PlatformCalls.isTerminal(STDIN_FILENO) ? STDIN_FILENO : try tty()
    let output = PlatformCalls.isTerminal(STDOUT_FILENO) ? STDOUT_FILENO : try tty()
    return TerminalDevice(inputFD: input, outputFD: output, ownedFD: ownedFD)
  }

  private init(inputFD: Int32, outputFD: Int32, ownedFD: Int32?) {
    self.inputFD = inputFD
    self.outputFD = outputFD
    self.ownedFD = ownedFD
  }

  deinit {
    if let ownedFD { PlatformCalls.closeQuietly(ownedFD) }
  }

  /// Saves the current termios (the first time), registers the restore with `teardown` as its
  /// bytes, and switches to raw mode.
  public func enterRawMode(teardown: [UInt8]) throws(TerminalError) {
    let saved: termios
    if let savedAttributes {
      saved = savedAttributes
    } else {
      saved = try TermiosCalls.get(inputFD)
      savedAttributes = saved
    }
    EmergencyRestore.prepare(
      inputFD: inputFD, outputFD: outputFD, attributes: saved, teardown: teardown)
    try TermiosCalls.set(inputFD, TermiosCalls.raw(from: saved))
    EmergencyRestore.arm()
  }

  /// Switches to raw mode again after a suspend, re-arming the restore.
  public func reenterRawMode() throws(TerminalError) {
    guard let savedAttributes else { return }
    try TermiosCalls.set(inputFD, TermiosCalls.raw(from: savedAttributes))
    EmergencyRestore.arm()
  }

  /// Writes the teardown bytes and restores the saved termios, if a restore is owed.
  ///
  /// - Returns: Whether this call restored the terminal.
  @discardableResult
  public func restore() -> Bool { EmergencyRestore.restore() }

  /// Whether this process group is in the terminal's foreground.
  public var isForeground: Bool { tcgetpgrp(inputFD) == getpgrp() }

  /// Writes `bytes` to the output in as few `write(2)` calls as the kernel allows (one for a
  /// frame that fits the terminal's buffer).
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    try PlatformCalls.writeAll(outputFD, bytes)
  }

  /// Reads the bytes available on the input; empty means end of input.
  public func read() throws(TerminalError) -> [UInt8] {
    try PlatformCalls.readAvailable(inputFD)
  }

  /// The current window size, or ``TerminalSize/fallback`` if the terminal reports none.
  public var size: TerminalSize {
    PlatformCalls.windowSize(outputFD) ?? PlatformCalls.windowSize(inputFD) ?? .fallback
  }
}
