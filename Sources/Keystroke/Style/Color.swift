import KeystrokeTerminal

/// A color, with SwiftUI's names, drawn with the closest color the terminal can show.
///
/// The named colors use the terminal's own 16-color palette so they follow the user's theme;
/// `Color(red:green:blue:)` asks for an exact color, which the renderer maps down when the
/// terminal has fewer colors.
///
/// A cell cannot be see-through, so a translucent colour (`opacity` below 1, from
/// `Color(red:green:blue:opacity:)` or ``opacity(_:)``) is drawn as the opaque colour it would
/// look like over the terminal's background: a colour given by components is mixed with
/// black, or with white when the environment's `colorScheme` is light (`COLORFGBG` says the
/// terminal is); a named colour, whose shade the user's theme decides, stays itself, except
/// drawn as a view (`Color.red.opacity(0.5)` in a stack), where it is dimmed as the `.opacity`
/// modifier dims. Opacity 0 is ``clear``.
public struct Color: Hashable, Sendable, ShapeStyle {
  /// The colour at full opacity.
  let base: TerminalColor
  /// Whether this is ``clear``: no colour at all, so a shape filled or stroked with it draws
  /// nothing (the terminal's default colour, as text or a background, otherwise).
  private let clear: Bool
  /// How opaque the colour is, from 0 to 1.
  let alpha: Double

  init(terminalColor: TerminalColor, isClear: Bool = false, opacity: Double = 1) {
    base = terminalColor
    clear = isClear
    alpha = opacity.isNaN ? 0 : max(0, min(1, opacity))
  }

  /// A color from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
    self.init(terminalColor: .rgb(byte(red), byte(green), byte(blue)), opacity: opacity)
  }

  /// This colour with its opacity multiplied by `opacity` (0 is transparent, 1 leaves it as
  /// it is), as SwiftUI's `Color.opacity(_:)`; see the type's notes for how it is drawn.
  public func opacity(_ opacity: Double) -> Color {
    Color(terminalColor: base, isClear: clear, opacity: alpha * opacity)
  }

  /// Whether the colour draws nothing: ``clear``, or fully transparent.
  var isClear: Bool { clear || alpha <= 0 }

  /// Whether the colour is translucent: some opacity, but less than full.
  var isTranslucent: Bool { !isClear && alpha < 1 }

  /// The colour as drawn over a dark background, the usual terminal's (and the
  /// `colorScheme` when the terminal does not say): see ``drawn(overLight:)``.
  var terminalColor: TerminalColor { drawn(overLight: false) }

  /// The opaque colour a cell shows for this colour over a light or a dark background: a
  /// translucent colour given by components mixed with white or black by its opacity; a named
  /// colour as itself; the terminal's default for a clear one.
  func drawn(overLight light: Bool) -> TerminalColor {
    if isClear { return .default }
    guard alpha < 1, case .rgb(let red, let green, let blue) = base else { return base }
    let background = light ? 255.0 : 0
    func mix(_ component: UInt8) -> UInt8 {
      UInt8((Double(component) * alpha + background * (1 - alpha)).rounded())
    }
    return .rgb(mix(red), mix(green), mix(blue))
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

  /// Resolves to itself when opaque; a translucent colour resolves to the opaque colour it
  /// shows over the background the environment's `colorScheme` names.
  public func resolvedColor(in environment: EnvironmentValues) -> Color {
    guard isTranslucent else { return self }
    return Color(terminalColor: drawn(overLight: environment.colorScheme == .light))
  }
}
