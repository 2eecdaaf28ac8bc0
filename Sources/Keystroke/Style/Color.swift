import KeystrokeTerminal

/// A color, with SwiftUI's names, drawn with the closest color the terminal can show.
///
/// The named colors use the terminal's own 16-color palette so they follow the user's theme;
/// `Color(red:green:blue:)` asks for an exact color, which the renderer maps down when the
/// terminal has fewer colors.
public struct Color: Hashable, Sendable, ShapeStyle {
  let terminalColor: TerminalColor
  /// Whether this is ``clear``: no colour at all, so a shape filled or stroked with it draws
  /// nothing (the terminal's default colour, as text or a background, otherwise).
  let isClear: Bool

  init(terminalColor: TerminalColor, isClear: Bool = false) {
    self.terminalColor = terminalColor
    self.isClear = isClear
  }

  /// A color from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
    terminalColor = .rgb(byte(red), byte(green), byte(blue))
    isClear = false
  }

  /// A color from white level between 0 and 1.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// The terminal's default foreground.
  public static let primary = Color(terminalColor: .default)
  /// A dimmer text color for secondary content.
  public static let secondary = Color(terminalColor: .ansi(8))
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's accent color.
  public static let accentColor = Color(terminalColor: .ansi(4))
  /// Black.
  public static let black = Color(terminalColor: .ansi(0))
  /// Red.
  public static let red = Color(terminalColor: .ansi(1))
  /// Green.
  public static let green = Color(terminalColor: .ansi(2))
  /// Yellow.
  public static let yellow = Color(terminalColor: .ansi(3))
  /// Blue.
  public static let blue = Color(terminalColor: .ansi(4))
  /// Purple (magenta).
  public static let purple = Color(terminalColor: .ansi(5))
  /// Pink (bright magenta).
  public static let pink = Color(terminalColor: .ansi(13))
  /// Cyan.
  public static let cyan = Color(terminalColor: .ansi(6))
  /// Teal (bright cyan).
  public static let teal = Color(terminalColor: .ansi(14))
  /// Mint (bright green).
  public static let mint = Color(terminalColor: .ansi(10))
  /// Indigo (bright blue).
  public static let indigo = Color(terminalColor: .ansi(12))
  /// Orange, as a 256-color entry.
  public static let orange = Color(terminalColor: .indexed(208))
  /// Brown, as a 256-color entry.
  public static let brown = Color(terminalColor: .indexed(130))
  /// Gray.
  public static let gray = Color(terminalColor: .ansi(8))
  /// White.
  public static let white = Color(terminalColor: .ansi(15))
  /// No color: the terminal's default.
  public static let clear = Color(terminalColor: .default, isClear: true)

  /// Resolves to itself.
  public func resolvedColor(in environment: EnvironmentValues) -> Color { self }
}
