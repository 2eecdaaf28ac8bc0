/// One top-level menu of a resolved menu bar.
public struct MenuBarMenu: Hashable, Sendable {
  /// The title shown in the bar.
  public let title: String
  /// The standard menu this is, or `nil` for a custom menu.
  public let standardMenu: StandardMenu?
  /// The entries, top to bottom, with no leading, trailing or doubled separators.
  public let entries: [MenuEntry]
  /// Whether the title is drawn at the right end of the bar (a menu bar extra's).
  public let isTrailing: Bool
  /// Every command in the menu, submenus included, top to bottom: listed once, since the hint
  /// line, the key mapping and the palette read them on every update.
  public let commands: [Command]

  /// Creates a menu.
  public init(
    title: String, standardMenu: StandardMenu?, entries: [MenuEntry], isTrailing: Bool = false
  ) {
    self.title = title
    self.standardMenu = standardMenu
    self.entries = entries
    self.isTrailing = isTrailing
    var commands: [Command] = []
    Self.collect(entries, into: &commands)
    self.commands = commands
  }

  /// Whether two menus have the same title, kind, entries and side (their commands follow).
  public static func == (left: MenuBarMenu, right: MenuBarMenu) -> Bool {
    left.title == right.title && left.standardMenu == right.standardMenu
      && left.isTrailing == right.isTrailing && left.entries == right.entries
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(standardMenu)
    hasher.combine(entries)
    hasher.combine(isTrailing)
  }

  private static func collect(_ entries: [MenuEntry], into result: inout [Command]) {
    for entry in entries {
      switch entry {
      case .command(let command, _): result.append(command)
      case .separator: break
      case .submenu(let submenu): collect(submenu.entries, into: &result)
      }
    }
  }
}
