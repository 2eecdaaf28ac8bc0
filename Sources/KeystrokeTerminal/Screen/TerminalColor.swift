/// A foreground or background colour as a terminal understands it.
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's own default colour (SGR 39 / 49).
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright. Values above 15 are taken modulo 16.
  case ansi(UInt8)
  /// An entry of the 256-colour palette (SGR 38;5 / 48;5).
  case indexed(UInt8)
  /// A 24-bit colour (SGR 38;2 / 48;2).
  case rgb(UInt8, UInt8, UInt8)
}
