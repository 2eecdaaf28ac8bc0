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

  /// Creates a menu.
  public init(
    title: String, standardMenu: StandardMenu?, entries: [MenuEntry], isTrailing: Bool = false
  ) {
    self.title = title
    self.standardMenu = standardMenu
    self.entries = entries
    self.isTrailing = isTrailing
  }

  /// Every command in the menu, submenus included, top to bottom.
  public var commands: [Command] {
    var result: [Command] = []
    Self.collect(entries, into: &result)
    return result
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
