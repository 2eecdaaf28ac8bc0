/// The environment variables that shape a session, read once and parsed.
///
/// Inputs: `TERM`, `TERM_PROGRAM`, `TMUX`, `SSH_TTY`, `SSH_CONNECTION`, `NO_COLOR`, `COLORTERM`,
/// `COLORFGBG`, and three overrides meant for bug reports:
/// - `KEYSTROKE_KEYBOARD=legacy|kitty|modifyotherkeys` forces the keyboard protocol;
/// - `KEYSTROKE_COLOR=none|16|256|truecolor` forces the colour depth (beats `NO_COLOR`);
/// - `KEYSTROKE_ESCDELAY=<milliseconds>` (0…5000) sets how long a lone Escape waits.
///
/// A malformed override is ignored and described in ``problems``, never fatal.
public struct TerminalEnvironment: Hashable, Sendable {
  /// `TERM`, or `nil` when unset or empty.
  public var term: String?
  /// `TERM_PROGRAM`, or `nil` when unset or empty.
  public var termProgram: String?
  /// `COLORTERM`, or `nil` when unset or empty.
  public var colorTerm: String?
  /// Whether `NO_COLOR` is set to a non-empty value (see no-color.org).
  public var noColor: Bool
  /// Whether the background is light, from `COLORFGBG` (`"15;0"`: white text on black): its
  /// last field is the background's palette index, dark for 0–6 and 8, light for 7 and 9–15.
  /// `nil` when unset or not understood.
  public var backgroundIsLight: Bool?
  /// Whether `TMUX` is set: the session runs inside a tmux pane.
  public var insideTmux: Bool
  /// Whether `SSH_TTY` or `SSH_CONNECTION` is set: keys travel over a network.
  public var overSSH: Bool
  /// The `KEYSTROKE_KEYBOARD` override.
  public var keyboardOverride: KeyboardProtocol?
  /// The `KEYSTROKE_COLOR` override.
  public var colorOverride: ColorDepth?
  /// The `KEYSTROKE_ESCDELAY` override, in milliseconds.
  public var escapeDelayOverride: Int?
  /// One message per override that could not be parsed, naming the variable and the value.
  public var problems: [String]

  /// The largest accepted `KEYSTROKE_ESCDELAY`, in milliseconds.
  public static let maximumEscapeDelay = 5000

  /// Creates an environment with nothing set.
  public init() {
    noColor = false
    insideTmux = false
    overSSH = false
    problems = []
  }

  /// Parses the variables that matter from a process environment.
  ///
  /// - Parameter variables: Name-to-value pairs, such as `ProcessInfo.processInfo.environment`.
  public init(_ variables: [String: String]) {
    self.init()
    func value(_ name: String) -> String? {
      guard let value = variables[name], !value.isEmpty else { return nil }
      return value
    }
    term = value("TERM")
    termProgram = value("TERM_PROGRAM")
    colorTerm = value("COLORTERM")
    noColor = value("NO_COLOR") != nil
    if let colors = value("COLORFGBG"), let last = colors.split(separator: ";").last,
      let index = Int(last), (0...15).contains(index)
    {
      backgroundIsLight = !(0...6).contains(index) && index != 8
    }
    insideTmux = value("TMUX") != nil
    overSSH = value("SSH_TTY") != nil || value("SSH_CONNECTION") != nil
    if let raw = value("KEYSTROKE_KEYBOARD") {
      keyboardOverride = KeyboardProtocol(name: raw)
      if keyboardOverride == nil {
        problems.append(
          "KEYSTROKE_KEYBOARD=\(raw) is not one of legacy, kitty, modifyotherkeys; ignored")
      }
    }
    if let raw = value("KEYSTROKE_COLOR") {
      colorOverride = ColorDepth(name: raw)
      if colorOverride == nil {
        problems.append("KEYSTROKE_COLOR=\(raw) is not one of none, 16, 256, truecolor; ignored")
      }
    }
    if let raw = value("KEYSTROKE_ESCDELAY") {
      if let milliseconds = Int(raw), (0...Self.maximumEscapeDelay).contains(milliseconds) {
        escapeDelayOverride = milliseconds
      } else {
        problems.append(
          "KEYSTROKE_ESCDELAY=\(raw) is not a number of milliseconds from 0 to "
            + "\(Self.maximumEscapeDelay); ignored")
      }
    }
  }
}
