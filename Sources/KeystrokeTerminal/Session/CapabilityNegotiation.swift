/// The startup conversation with the terminal, as pure functions of replies and environment.
///
/// The session sends ``queryBytes(environment:)`` in one write (it pushes kitty keyboard flags 1,
/// asks for the flags, asks whether synchronized output is supported, asks XTVERSION, and ends
/// with DA1 as the sentinel), records replies in ``NegotiationReplies`` until DA1 answers or
/// ``replyTimeout`` passes, then calls ``decide(_:environment:)`` and sends
/// ``followUpBytes(for:)`` (the `modifyOtherKeys` fallback when kitty did not answer).
public enum CapabilityNegotiation {
  /// How long to wait for the DA1 sentinel before deciding with what has arrived.
  public static let replyTimeout = Duration.milliseconds(300)
  /// The lone-Escape timeout on a local terminal.
  public static let localEscapeTimeout = Duration.milliseconds(25)
  /// The lone-Escape timeout over SSH, where sequences can be split by the network.
  public static let remoteEscapeTimeout = Duration.milliseconds(100)
  /// The lone-Escape safety timeout under the kitty protocol, where Esc arrives as `CSI 27 u`
  /// and a lone `ESC` byte can only be the start of a split sequence.
  public static let kittyEscapeTimeout = Duration.milliseconds(1000)

  /// The kitty keyboard flags pushed: 1, "disambiguate escape codes". Higher flags (report all
  /// keys, associated text) break input methods in real terminals and are never pushed.
  public static let kittyFlags = 1

  /// Whether the startup write pushes kitty flags (not when an override forbids the protocol).
  public static func pushesKittyFlags(environment: TerminalEnvironment) -> Bool {
    switch environment.keyboardOverride {
    case .legacy, .modifyOtherKeys: return false
    case .kitty, nil: return true
    }
  }

  /// The bytes of the one negotiation write: optional kitty push and query, the DECRQM query
  /// for mode 2026, XTVERSION, then DA1 last.
  public static func queryBytes(environment: TerminalEnvironment) -> [UInt8] {
    var text = ""
    if pushesKittyFlags(environment: environment) {
      text += "\u{1B}[>\(kittyFlags)u\u{1B}[?u"
    }
    text += "\u{1B}[?\(NegotiationReplies.synchronizedOutputMode)$p"
    text += "\u{1B}[>0q"
    text += "\u{1B}[c"
    return Array(text.utf8)
  }

  /// Decides the profile from the replies seen and the environment.
  ///
  /// - Keyboard: an override wins; otherwise kitty if the terminal answered the flags query,
  ///   else `modifyOtherKeys` 2 (terminals that do not know it ignore it).
  /// - Synchronized output: DECRQM state 1, 2 or 3; no reply, 0 or 4 mean unsupported.
  /// - Colour: `KEYSTROKE_COLOR`, then `NO_COLOR`, `TERM=dumb`, `COLORTERM`, then `TERM`.
  /// - Escape timeout: `KEYSTROKE_ESCDELAY`, else the kitty, SSH or local default.
  public static func decide(
    _ replies: NegotiationReplies, environment: TerminalEnvironment
  ) -> TerminalProfile {
    let keyboard: KeyboardProtocol
    if let forced = environment.keyboardOverride {
      keyboard = forced
    } else if replies.kittyKeyboardFlags != nil {
      keyboard = .kitty
    } else {
      keyboard = .modifyOtherKeys
    }
    let synchronized = [1, 2, 3].contains(replies.synchronizedOutputState ?? 0)
    let tmuxByVersion = replies.terminalVersion?.lowercased().hasPrefix("tmux") ?? false
    let escapeTimeout: Duration
    if let milliseconds = environment.escapeDelayOverride {
      escapeTimeout = .milliseconds(milliseconds)
    } else if keyboard == .kitty {
      escapeTimeout = kittyEscapeTimeout
    } else if environment.overSSH {
      escapeTimeout = remoteEscapeTimeout
    } else {
      escapeTimeout = localEscapeTimeout
    }
    return TerminalProfile(
      keyboard: keyboard, synchronizedOutput: synchronized,
      colorDepth: colorDepth(environment: environment),
      insideTmux: environment.insideTmux || tmuxByVersion, overSSH: environment.overSSH,
      escapeTimeout: escapeTimeout, terminalVersion: replies.terminalVersion)
  }

  /// The colour depth the environment allows.
  public static func colorDepth(environment: TerminalEnvironment) -> ColorDepth {
    if let forced = environment.colorOverride { return forced }
    if environment.noColor { return .none }
    let term = environment.term?.lowercased() ?? ""
    if term == "dumb" { return .none }
    if let colorTerm = environment.colorTerm?.lowercased(),
      colorTerm == "truecolor" || colorTerm == "24bit"
    {
      return .trueColor
    }
    if term.hasSuffix("-direct") || term.contains("kitty") || term.contains("ghostty")
      || term.contains("wezterm")
    {
      return .trueColor
    }
    if term.contains("256color") { return .indexed256 }
    return .ansi16
  }

  /// The bytes to send once the profile is decided: `CSI > 4 ; 2 m` for `modifyOtherKeys`,
  /// nothing otherwise. Kitty and `modifyOtherKeys` are never enabled together.
  public static func followUpBytes(for profile: TerminalProfile) -> [UInt8] {
    profile.modifyOtherKeys ? Array("\u{1B}[>4;2m".utf8) : []
  }
}
