/// One scene's part in the menu bar: its kind, what happens to its default items, and the
/// commands attached with `.commands { … }`.
public struct MenuScene: Hashable, Sendable {
  /// The kind of scene, which decides its default items.
  public var kind: MenuSceneKind
  /// Whether its default items stay, go, or are replaced.
  public var defaults: DefaultCommandsPolicy
  /// The commands the app attached to the scene.
  public var commands: MenuContribution

  /// Creates a scene's menu description.
  public init(
    _ kind: MenuSceneKind, defaults: DefaultCommandsPolicy = .standard,
    commands: MenuContribution = .empty
  ) {
    self.kind = kind
    self.defaults = defaults
    self.commands = commands
  }
}
