/// One command of an app as keymaps see it: its stable identity, where it is, its default keys.
public struct CatalogCommand: Hashable, Sendable {
  /// Where a command lives, which decides who wins when keys collide.
  public enum Scope: String, Hashable, Sendable {
    /// A menu command of the window (and so also in the palette).
    case menu
    /// An app-wide command outside the menus (the menu bar key, the palette key).
    case app
    /// A control in a window's content with a `.keyboardShortcut` (a button on a screen), on
    /// one key or a chord.
    case control
  }

  /// The stable identity keymaps use: the `.commandID` the app set, or the menu path and
  /// title joined by `/` (`View/Time Entries`).
  public var id: CommandID
  /// The command as the app declares it, with its default keys.
  public var command: Command
  /// The menus above it, outermost first (`["View"]`, `["View", "Sort By"]`); empty for app
  /// commands and controls.
  public var menuPath: [String]
  /// Where it lives.
  public var scope: Scope

  /// Creates an entry.
  public init(id: CommandID, command: Command, menuPath: [String], scope: Scope) {
    self.id = id
    self.command = command
    self.menuPath = menuPath
    self.scope = scope
  }

  /// The keys the app declares for it.
  public var defaultKeys: KeySequence? { command.keys }
}
