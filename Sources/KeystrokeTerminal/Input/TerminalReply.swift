/// A terminal's answer to a query the application sent.
public enum TerminalReply: Hashable, Sendable {
  /// The state a terminal reports for a mode (DECRPM).
  public enum ModeState: Int, Hashable, Sendable {
    /// The terminal does not know the mode.
    case notRecognized = 0
    /// The mode is set.
    case set = 1
    /// The mode is reset.
    case reset = 2
    /// The mode is set and cannot be changed.
    case permanentlySet = 3
    /// The mode is reset and cannot be changed.
    case permanentlyReset = 4

    /// Whether the terminal supports the mode (knows it and can change it or has it on).
    public var isSupported: Bool { self == .set || self == .reset || self == .permanentlySet }
  }

  /// Primary device attributes, `CSI ? a ; b ; … c`: the attribute numbers.
  case deviceAttributes([Int])
  /// The kitty keyboard protocol flags in effect, `CSI ? flags u`.
  case keyboardFlags(Int)
  /// A mode report, `CSI ? mode ; state $ y` (`isPrivate` is false without the `?`).
  case mode(Int, state: ModeState, isPrivate: Bool)
  /// A cursor position report, `CSI row ; column R`, converted to 0-based coordinates.
  case cursorPosition(row: Int, column: Int)
  /// The terminal's name and version, `DCS > | text ST` (XTVERSION).
  case terminalVersion(String)
  /// The xterm modifyOtherKeys level, `CSI > 4 ; level m`.
  case modifyOtherKeys(Int)
  /// Any other well-formed control sequence or control string.
  case other(TerminalSequence)
}
