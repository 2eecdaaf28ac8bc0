/// The menu bar ready to draw and to dispatch from: menus left to right, each with its entries.
///
/// Disabling is already applied: a command inside a disabled submenu is disabled, and so is every
/// command the ``MenuContext`` disabled.
public struct ResolvedMenuBar: Hashable, Sendable {
  /// The menus, left to right. Menus with no items are left out.
  public let menus: [MenuBarMenu]

  /// Every command in menu order: menus left to right, each top to bottom, submenus inline;
  /// listed once, as each update reads them.
  public let commands: [Command]

  /// Creates a menu bar from its menus.
  public init(menus: [MenuBarMenu]) {
    self.menus = menus
    commands = menus.flatMap(\.commands)
  }

  /// Whether two bars have the same menus (their commands follow).
  public static func == (left: ResolvedMenuBar, right: ResolvedMenuBar) -> Bool {
    left.menus == right.menus
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(menus) }

  /// The first command with identity `id`, in menu order.
  public func command(_ id: CommandID) -> Command? {
    for menu in menus {
      if let command = menu.commands.first(where: { $0.id == id }) { return command }
    }
    return nil
  }

  /// The menu with the given title, if there is one.
  public func menu(titled title: String) -> MenuBarMenu? { menus.first { $0.title == title } }
}
