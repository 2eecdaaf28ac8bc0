/// What happens to a scene's default menu items: SwiftUI's default, `commandsRemoved()` or
/// `commandsReplaced { … }`.
public enum DefaultCommandsPolicy: Hashable, Sendable {
  /// The scene brings its standard items.
  case standard
  /// The scene brings none of its standard items.
  case removed
  /// The scene brings the given contribution instead of its standard items.
  case replaced(MenuContribution)
}
