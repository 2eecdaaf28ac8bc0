/// A well-formed control sequence or control string the decoder has no specific meaning for,
/// kept whole so that callers can interpret it themselves.
public struct TerminalSequence: Hashable, Sendable {
  /// How the sequence began.
  public enum Introducer: Hashable, Sendable {
    /// Control sequence, `ESC [`.
    case csi
    /// Device control string, `ESC P`.
    case dcs
    /// Operating system command, `ESC ]`.
    case osc
    /// Application program command, `ESC _`.
    case apc
  }

  /// How the sequence began.
  public var introducer: Introducer
  /// Every byte of the sequence, from the `ESC` to the final byte or string terminator.
  public var bytes: [UInt8]

  /// Creates a sequence record.
  public init(_ introducer: Introducer, bytes: [UInt8]) {
    self.introducer = introducer
    self.bytes = bytes
  }
}
