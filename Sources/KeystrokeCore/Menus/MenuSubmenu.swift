/// A nested menu: a title that opens a list of entries.
public struct MenuSubmenu: Hashable, Sendable {
  /// The title shown in the parent menu.
  public var title: String
  /// The entries, in order.
  public var entries: [MenuEntry]
  /// Whether the submenu can be opened. Disabling is inherited: every command inside a disabled
  /// submenu is disabled too, whatever its own state.
  public var isEnabled: Bool

  /// Creates a submenu.
  public init(title: String, entries: [MenuEntry], isEnabled: Bool = true) {
    self.title = title
    self.entries = entries
    self.isEnabled = isEnabled
  }
}
