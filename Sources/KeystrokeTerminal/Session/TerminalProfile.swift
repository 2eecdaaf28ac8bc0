/// What this terminal can do, decided once at startup from its replies and the environment.
public struct TerminalProfile: Hashable, Sendable {
  /// How modified keys arrive.
  public var keyboard: KeyboardProtocol
  /// Whether the terminal brackets frames with synchronized output (DEC mode 2026).
  public var synchronizedOutput: Bool
  /// How many colours to use.
  public var colorDepth: ColorDepth
  /// Whether the session runs inside tmux (`TMUX`, or an XTVERSION reply naming tmux).
  public var insideTmux: Bool
  /// Whether keys travel over SSH (`SSH_TTY` or `SSH_CONNECTION`).
  public var overSSH: Bool
  /// How long a lone `ESC` byte waits for the rest of a sequence before it is the Escape key.
  public var escapeTimeout: Duration
  /// The terminal's XTVERSION reply, if it gave one.
  public var terminalVersion: String?

  /// Creates a profile from its parts.
  public init(
    keyboard: KeyboardProtocol, synchronizedOutput: Bool, colorDepth: ColorDepth,
    insideTmux: Bool, overSSH: Bool, escapeTimeout: Duration, terminalVersion: String? = nil
  ) {
    self.keyboard = keyboard
    self.synchronizedOutput = synchronizedOutput
    self.colorDepth = colorDepth
    self.insideTmux = insideTmux
    self.overSSH = overSSH
    self.escapeTimeout = escapeTimeout
    self.terminalVersion = terminalVersion
  }

  /// Whether the kitty keyboard protocol is active, so Super (⌘) can arrive.
  public var kittyKeyboard: Bool { keyboard == .kitty }

  /// Whether xterm `modifyOtherKeys` mode 2 was requested.
  public var modifyOtherKeys: Bool { keyboard == .modifyOtherKeys }

  /// A plain legacy terminal: 16 colours, no extensions, a local Escape timeout.
  public static let legacy = TerminalProfile(
    keyboard: .legacy, synchronizedOutput: false, colorDepth: .ansi16, insideTmux: false,
    overSSH: false, escapeTimeout: CapabilityNegotiation.localEscapeTimeout)

  /// One line per property, as `keystroke keys` shows them: `name: value`.
  public var summaryLines: [String] {
    let milliseconds =
      escapeTimeout.components.seconds * 1000
      + escapeTimeout.components.attoseconds / 1_000_000_000_000_000
    return [
      "kitty keyboard: \(kittyKeyboard ? "yes" : "no")",
      "modifyOtherKeys: \(modifyOtherKeys ? "requested (mode 2, unconfirmed)" : "off")",
      "synchronized output: \(synchronizedOutput ? "yes" : "no")",
      "colours: \(colorDepth.name)",
      "tmux: \(insideTmux ? "yes" : "no")",
      "ssh: \(overSSH ? "yes" : "no")",
      "escape timeout: \(milliseconds) ms",
      "terminal: \(terminalVersion ?? "unknown")",
    ]
  }
}
