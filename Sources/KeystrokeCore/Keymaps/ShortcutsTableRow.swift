/// One command in the Keyboard Shortcuts editor: its keys now, its defaults, and what is wrong
/// with its keys.
public struct ShortcutsTableRow: Hashable, Sendable {
  /// The command's keymap identity.
  public var id: CommandID
  /// The menu path and title, joined by ` › ` (`View › Time Entries`).
  public var title: String
  /// The keys in force with the user's keymap, or `nil` for none.
  public var keys: KeySequence?
  /// The keys the app declares.
  public var defaultKeys: KeySequence?
  /// Whether the user's keymap gives this command keys other than its defaults (here, or
  /// under a `"when"`).
  public var isCustomized: Bool
  /// Why its keys do not simply work, one sentence each: same keys as another command, a
  /// shadowed or chord-prefix binding, a macOS shortcut (on a Mac), or keys this terminal
  /// cannot send.
  public var conflicts: [String]
  /// Whether the command is a control on a screen (two controls never conflict: they may be on
  /// different screens).
  public var isControl: Bool

  /// Creates a row.
  public init(
    id: CommandID, title: String, keys: KeySequence?, defaultKeys: KeySequence?,
    isCustomized: Bool, conflicts: [String] = [], isControl: Bool = false
  ) {
    self.id = id
    self.title = title
    self.keys = keys
    self.defaultKeys = defaultKeys
    self.isCustomized = isCustomized
    self.conflicts = conflicts
    self.isControl = isControl
  }
}
