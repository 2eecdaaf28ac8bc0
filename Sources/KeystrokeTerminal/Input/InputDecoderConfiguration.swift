/// The settings of an ``InputDecoder``: how long an unfinished sequence may wait, how long a
/// sequence may grow, and how to read the one legacy byte with two meanings.
public struct InputDecoderConfiguration: Hashable, Sendable {
  /// What the byte 0x08 (BS) means. Legacy terminals send it both for Ctrl+H and for
  /// Ctrl+Backspace; tmux sends it for `C-h`.
  public enum BackspaceByte: Hashable, Sendable {
    /// 0x08 is Ctrl+H (the default: what tmux, xterm's Ctrl+H and the C0 table agree on).
    case controlH
    /// 0x08 is Ctrl+Backspace (for terminals whose Ctrl+Backspace is the only source of 0x08).
    case controlBackspace
  }

  /// How long the decoder waits, after the last byte, before an unfinished sequence is
  /// resolved: a lone `ESC` becomes the Escape key, `ESC [` becomes Alt+[, anything longer
  /// becomes ``TerminalEvent/unknown(_:)``.
  public var escapeTimeout: Duration
  /// How long a bracketed paste may stall before what has arrived is delivered and the decoder
  /// returns to normal input; `nil` waits for the end marker forever.
  public var pasteTimeout: Duration?
  /// The longest control sequence (`CSI`, `SS3`) kept, in bytes; longer ones are reported as
  /// unknown and the rest of them is skipped.
  public var maximumSequenceLength: Int
  /// The longest control string (`DCS`, `OSC`, `APC`) kept, in bytes.
  public var maximumStringLength: Int
  /// The largest paste delivered as one event; longer pastes arrive as several events.
  public var maximumPasteLength: Int
  /// What the byte 0x08 means.
  public var backspaceByte: BackspaceByte

  /// Creates a configuration; every setting has a default suited to a local terminal.
  public init(
    escapeTimeout: Duration = .milliseconds(25),
    pasteTimeout: Duration? = .seconds(2),
    maximumSequenceLength: Int = 256,
    maximumStringLength: Int = 4096,
    maximumPasteLength: Int = 4 << 20,
    backspaceByte: BackspaceByte = .controlH
  ) {
    self.escapeTimeout = escapeTimeout
    self.pasteTimeout = pasteTimeout
    self.maximumSequenceLength = max(16, maximumSequenceLength)
    self.maximumStringLength = max(16, maximumStringLength)
    self.maximumPasteLength = max(16, maximumPasteLength)
    self.backspaceByte = backspaceByte
  }

  /// Settings for a terminal on this machine: Escape resolves after 25 ms.
  public static let local = InputDecoderConfiguration()

  /// Settings for a session over SSH, where bytes of one sequence can arrive apart: Escape
  /// resolves after 100 ms.
  public static let ssh = InputDecoderConfiguration(escapeTimeout: .milliseconds(100))

  /// Settings chosen from environment variables: ``ssh`` when `SSH_CONNECTION` or `SSH_TTY` is
  /// set, otherwise ``local``; `ESCDELAY` (milliseconds, as in ncurses) overrides the timeout.
  ///
  /// - Parameter environment: The variables, e.g. `ProcessInfo.processInfo.environment`.
  public static func from(environment: [String: String]) -> InputDecoderConfiguration {
    let overSSH = [environment["SSH_CONNECTION"], environment["SSH_TTY"]].contains {
      !($0 ?? "").isEmpty
    }
    var configuration = overSSH ? ssh : local
    if let text = environment["ESCDELAY"], let milliseconds = Int(text), milliseconds >= 0,
      milliseconds <= 10_000
    {
      configuration.escapeTimeout = .milliseconds(milliseconds)
    }
    return configuration
  }
}
