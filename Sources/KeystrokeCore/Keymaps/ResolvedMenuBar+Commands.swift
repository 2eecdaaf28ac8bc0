extension ResolvedMenuBar {
  /// Calls `body` with every command in menu order and the titles of the menus above it,
  /// outermost first.
  public func forEachCommand(_ body: (Command, [String]) -> Void) {
    func walk(_ entries: [MenuEntry], path: [String]) {
      for entry in entries {
        switch entry {
        case .command(let command, _): body(command, path)
        case .separator: break
        case .submenu(let submenu): walk(submenu.entries, path: path + [submenu.title])
        }
      }
    }
    for menu in menus { walk(menu.entries, path: [menu.title]) }
  }

  /// The same menu bar with every command replaced by `transform(command, menuPath)`.
  public func mappingCommands(_ transform: (Command, [String]) -> Command) -> ResolvedMenuBar {
    func map(_ entries: [MenuEntry], path: [String]) -> [MenuEntry] {
      entries.map { entry in
        switch entry {
        case .command(let command, let checked):
          return .command(transform(command, path), checked: checked)
        case .separator:
          return .separator
        case .submenu(var submenu):
          submenu.entries = map(submenu.entries, path: path + [submenu.title])
          return .submenu(submenu)
        }
      }
    }
    return ResolvedMenuBar(
      menus: menus.map { menu in
        MenuBarMenu(
          title: menu.title, standardMenu: menu.standardMenu,
          entries: map(menu.entries, path: [menu.title]), isTrailing: menu.isTrailing)
      })
  }
}
