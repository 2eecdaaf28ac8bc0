/// The terminal modes a full-screen session turns on, and the exact bytes that enter and leave
/// them.
///
/// The teardown is the setup in reverse and is computed once, before anything is written, so
/// that a signal handler can send it without allocating.
public struct SessionModes: Hashable, Sendable {
  /// Switch to the alternate screen (saving the cursor) while the session runs.
  public var alternateScreen: Bool
  /// Report mouse presses, releases and drags in SGR encoding.
  public var mouse: Bool
  /// Report focus in and out (`CSI I`, `CSI O`).
  public var focusEvents: Bool
  /// Bracket pasted text with `CSI 200 ~` … `CSI 201 ~`.
  public var bracketedPaste: Bool

  /// Creates a set of modes; everything is on by default.
  public init(
    alternateScreen: Bool = true, mouse: Bool = true, focusEvents: Bool = true,
    bracketedPaste: Bool = true
  ) {
    self.alternateScreen = alternateScreen
    self.mouse = mouse
    self.focusEvents = focusEvents
    self.bracketedPaste = bracketedPaste
  }

  /// The mouse modes, in the order they are enabled: press/release, drag, SGR encoding.
  static let mouseModes = [1000, 1002, 1006]

  /// The bytes that enter the modes: alternate screen, hidden cursor, autowrap off, bracketed
  /// paste, focus events, SGR mouse. Kitty flags are pushed by the negotiation, not here.
  public var setupBytes: [UInt8] {
    var text = ""
    if alternateScreen { text += Self.set(1049) }
    text += Self.reset(25) + Self.reset(7)
    if bracketedPaste { text += Self.set(2004) }
    if focusEvents { text += Self.set(1004) }
    if mouse { text += Self.mouseModes.map(Self.set).joined() }
    return Array(text.utf8)
  }

  /// The bytes that leave every mode the session may have entered, in reverse order.
  ///
  /// They start with CAN (0x18), which aborts an escape sequence a frame write may have left
  /// half-sent, then pop the kitty flags (while still on the alternate screen), reset
  /// `modifyOtherKeys` (harmless when it was never set), leave mouse, focus and paste modes,
  /// end a synchronized-output frame, reset attributes, turn autowrap and the cursor back on, and
  /// leave the alternate screen.
  public var teardownBytes: [UInt8] {
    var text = "\u{18}\u{1B}[<u\u{1B}[>4m"
    if mouse { text += Self.mouseModes.reversed().map(Self.reset).joined() }
    if focusEvents { text += Self.reset(1004) }
    if bracketedPaste { text += Self.reset(2004) }
    text += Self.reset(2026) + "\u{1B}[0m" + Self.set(7) + Self.set(25)
    if alternateScreen { text += Self.reset(1049) }
    return Array(text.utf8)
  }

  /// The bytes that re-enter the session after a suspend: the setup, then a kitty pop and push
  /// (so the terminal's flag stack stays balanced) when kitty is active, and `modifyOtherKeys`
  /// again when it was in use.
  public func resumeBytes(for profile: TerminalProfile) -> [UInt8] {
    var bytes = setupBytes
    if profile.kittyKeyboard {
      bytes += Array("\u{1B}[<u\u{1B}[>\(CapabilityNegotiation.kittyFlags)u".utf8)
    }
    bytes += CapabilityNegotiation.followUpBytes(for: profile)
    return bytes
  }

  private static func set(_ mode: Int) -> String { "\u{1B}[?\(mode)h" }
  private static func reset(_ mode: Int) -> String { "\u{1B}[?\(mode)l" }
}
