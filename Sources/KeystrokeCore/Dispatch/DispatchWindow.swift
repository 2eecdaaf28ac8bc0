/// One window as dispatch sees it: its presentation layers and its menu commands.
public struct DispatchWindow: Hashable, Sendable, Identifiable {
  /// The stable identity of a window.
  public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identity's text.
    public let rawValue: String
    /// Creates an identity from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an identity from a string literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// The identity's text.
    public var description: String { rawValue }
  }

  /// The window's identity.
  public var id: ID
  /// The identity of the scene that owns the window (a `WindowGroup` may own several windows).
  public var scene: String
  /// The presentation layers from the base content (first) up to the frontmost sheet (last).
  ///
  /// Every layer above the first is modal to the window: only the last one receives keys.
  public var layers: [PresentationLayer]
  /// The window's menu commands, in menu order (menu by menu, item by item).
  public var menuCommands: [Command]

  /// Creates a window.
  ///
  /// - Parameters:
  ///   - id: The window's identity.
  ///   - scene: The identity of the scene that owns it.
  ///   - layers: The presentation layers, base content first.
  ///   - menuCommands: The menu commands, in menu order.
  public init(
    id: ID, scene: String = "", layers: [PresentationLayer] = [], menuCommands: [Command] = []
  ) {
    self.id = id
    self.scene = scene
    self.layers = layers
    self.menuCommands = menuCommands
  }

  /// The layer that receives keys: the last one, or `nil` when the window has none.
  public var frontmostLayer: PresentationLayer? { layers.last }
}
