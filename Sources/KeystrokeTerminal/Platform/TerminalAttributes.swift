#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A snapshot of a terminal's termios settings, comparable and printable without the C type.
public struct TerminalAttributes: Hashable, Sendable, CustomStringConvertible {
  /// The input flags (`c_iflag`).
  public var inputFlags: UInt64
  /// The output flags (`c_oflag`).
  public var outputFlags: UInt64
  /// The control flags (`c_cflag`).
  public var controlFlags: UInt64
  /// The local flags (`c_lflag`).
  public var localFlags: UInt64
  /// The control characters (`c_cc`).
  public var controlCharacters: [UInt8]

  /// Whether canonical line input and echo are both off, as in raw mode.
  public var isRaw: Bool {
    localFlags & UInt64(ICANON) == 0 && localFlags & UInt64(ECHO) == 0
  }

  /// The flags in hexadecimal, for failure messages.
  public var description: String {
    "iflag=\(hex(inputFlags)) oflag=\(hex(outputFlags)) cflag=\(hex(controlFlags)) "
      + "lflag=\(hex(localFlags))"
  }

  private func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }

  /// Reads the settings of the terminal at `fd`.
  public static func read(from fd: Int32) throws(TerminalError) -> TerminalAttributes {
    TerminalAttributes(try TermiosCalls.get(fd))
  }

  init(_ value: termios) {
    inputFlags = UInt64(value.c_iflag)
    outputFlags = UInt64(value.c_oflag)
    controlFlags = UInt64(value.c_cflag)
    localFlags = UInt64(value.c_lflag)
    controlCharacters = withUnsafeBytes(of: value.c_cc) { Array($0) }
  }
}

/// termios calls: read, apply, and derive raw mode.
enum TermiosCalls {
  /// The current settings of `fd`.
  static func get(_ fd: Int32) throws(TerminalError) -> termios {
    var value = termios()
    guard tcgetattr(fd, &value) == 0 else { throw .last("tcgetattr(fd \(fd))") }
    return value
  }

  /// Applies `value` to `fd` once pending output has drained, retrying after signals.
  static func set(_ fd: Int32, _ value: termios) throws(TerminalError) {
    var value = value
    while tcsetattr(fd, TCSADRAIN, &value) != 0 {
      if errno != EINTR { throw .last("tcsetattr(fd \(fd))") }
    }
  }

  /// `value` in raw mode (`cfmakeraw`: no echo, no line editing, no signals from keys, no
  /// output processing), reading at least one byte with no timer.
  static func raw(from value: termios) -> termios {
    var raw = value
    cfmakeraw(&raw)
    return raw
  }
}
