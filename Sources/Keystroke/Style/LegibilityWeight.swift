/// The weight the user asked text to have, SwiftUI's `LegibilityWeight`: what
/// `EnvironmentValues.legibilityWeight` holds when the system says.
public enum LegibilityWeight: Hashable, Sendable {
  /// Regular text.
  case regular
  /// Bold text, for legibility.
  case bold
}
