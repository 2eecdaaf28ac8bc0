/// One view's offer of a value for a key: who publishes it, how widely, and where.
///
/// The value itself is not here: the framework keeps it (it is often a binding to main-actor
/// state) and the resolver only decides which publication wins.
public struct FocusPublication: Hashable, Sendable {
  /// How widely a publication is visible.
  public enum Scope: Hashable, Sendable {
    /// Visible only while focus is on the publisher or inside it (`focusedValue`).
    case view
    /// Visible anywhere in the active scene, wherever focus is (`focusedSceneValue`).
    case scene
  }

  /// The key published.
  public var key: AnyFocusedKey
  /// The publishing view.
  public var publisher: FocusNodeID
  /// How widely it is visible.
  public var scope: Scope
  /// The scene the publisher is in.
  public var scene: FocusSceneID
  /// The presentation layer the publisher is in: 0 for the window's content, `n` for the
  /// content of the `n`-th sheet up (see ``FocusContext/sheets``).
  public var layer: Int

  /// Creates a publication.
  public init<Value>(
    _ key: FocusedKey<Value>, by publisher: FocusNodeID, scope: Scope, in scene: FocusSceneID,
    layer: Int = 0
  ) {
    self.init(erased: key.erased, by: publisher, scope: scope, in: scene, layer: layer)
  }

  /// Creates a publication for an erased key.
  public init(
    erased key: AnyFocusedKey, by publisher: FocusNodeID, scope: Scope, in scene: FocusSceneID,
    layer: Int = 0
  ) {
    self.key = key
    self.publisher = publisher
    self.scope = scope
    self.scene = scene
    self.layer = layer
  }
}
