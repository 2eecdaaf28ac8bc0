/// Something the user can invoke: a menu item, a palette entry, a button's action.
///
/// A command is data. What it does is the caller's business: dispatch reports which command
/// fired and the framework runs the action it keeps for that identity.
public struct Command: Hashable, Sendable, Identifiable {
  /// The stable identity.
  public var id: CommandID
  /// The title shown in menus, the palette and the overview.
  public var title: String
  /// The keys that invoke it, or `nil` when it has none.
  public var keys: KeySequence?
  /// Whether invoking it does anything now; a disabled command is shown dimmed and its keys do
  /// nothing.
  public var isEnabled: Bool
  /// The identity the app chose for keymaps (SwiftUI-style `.commandID("timer.toggle")`), or
  /// `nil` to use the menu path and title (`View/Time Entries`); see ``CommandCatalog``.
  public var stableID: CommandID?

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - id: The stable identity.
  ///   - title: The visible title.
  ///   - keys: The keys that invoke it, if any.
  ///   - isEnabled: Whether it can be invoked now.
  public init(id: CommandID, title: String, keys: KeySequence? = nil, isEnabled: Bool = true) {
    self.id = id
    self.title = title
    self.keys = keys
    self.isEnabled = isEnabled
  }

  /// Creates a command bound to a single shortcut.
  public init(id: CommandID, title: String, shortcut: Shortcut, isEnabled: Bool = true) {
    self.init(id: id, title: title, keys: KeySequence(shortcut), isEnabled: isEnabled)
  }
}
