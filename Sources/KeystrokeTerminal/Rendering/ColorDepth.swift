/// How many colours the terminal can show; the renderer downsamples to fit.
public enum ColorDepth: Sendable, Hashable, CaseIterable {
  /// No colours at all (`NO_COLOR`); bold, reverse and the other attributes are still drawn.
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The 256-colour palette.
  case indexed256
  /// 24-bit colour.
  case trueColor

  /// The depth an environment asks for: `NO_COLOR` (any non-empty value) wins, then
  /// `COLORTERM=truecolor|24bit`, then a `TERM` ending in `256color`, then `TERM=dumb` (none);
  /// anything else gets 16 colours.
  public static func detect(environment: [String: String]) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    let term = environment["TERM"] ?? ""
    if term.hasSuffix("256color") { return .indexed256 }
    if term == "dumb" { return .none }
    return .ansi16
  }
}
