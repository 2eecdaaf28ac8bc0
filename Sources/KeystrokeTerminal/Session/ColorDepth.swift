/// How many colours the terminal can show, from none to 24-bit.
///
/// The cases are ordered, so `depth >= .indexed256` asks "at least 256 colours".
public enum ColorDepth: Int, Comparable, Hashable, Sendable, CaseIterable {
  /// No colour at all: `NO_COLOR` is set, or `TERM=dumb`. Bold, underline and reverse still work.
  case monochrome = 0
  /// The 16 ANSI colours (SGR 30–37, 90–97).
  case ansi16 = 16
  /// The xterm 256-colour palette (SGR 38;5;n).
  case indexed256 = 256
  /// 24-bit colour (SGR 38;2;r;g;b).
  case trueColor = 16_777_216

  /// Orders depths by the number of colours they show.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The name used by `KEYSTROKE_COLOR` and by `keystroke keys`: `none`, `16`, `256`, `truecolor`.
  public var name: String {
    switch self {
    case .monochrome: return "none"
    case .ansi16: return "16"
    case .indexed256: return "256"
    case .trueColor: return "truecolor"
    }
  }

  /// Parses a `KEYSTROKE_COLOR` value (case-insensitive); `nil` when it names no depth.
  ///
  /// Accepted: `none`/`mono`/`0`, `16`/`ansi`, `256`, `truecolor`/`24bit`/`direct`.
  public init?(name: String) {
    switch name.lowercased() {
    case "none", "mono", "monochrome", "0": self = .monochrome
    case "16", "ansi", "ansi16": self = .ansi16
    case "256", "indexed256": self = .indexed256
    case "truecolor", "24bit", "direct", "16m": self = .trueColor
    default: return nil
    }
  }
}
