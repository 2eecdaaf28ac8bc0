extension MenuEntry {
  /// The key sequences this entry's commands are bound to, submenus included.
  public var boundKeys: [KeySequence] {
    switch self {
    case .command(let command, _): command.keys.map { [$0] } ?? []
    case .separator: []
    case .submenu(let submenu): submenu.entries.flatMap(\.boundKeys)
    }
  }

  /// The entry with the bindings in `taken` removed from its commands, submenus included:
  /// the command stays in its menu, reachable from there and from the palette.
  public func yieldingKeys(_ taken: Set<KeySequence>) -> MenuEntry {
    switch self {
    case .command(var command, let checked):
      if let keys = command.keys, taken.contains(keys) { command.keys = nil }
      return .command(command, checked: checked)
    case .separator:
      return .separator
    case .submenu(var submenu):
      submenu.entries = submenu.entries.map { $0.yieldingKeys(taken) }
      return .submenu(submenu)
    }
  }
}

extension MenuContribution {
  /// The key sequences the contribution's commands are bound to, in its edits and its menus.
  public var boundKeys: Set<KeySequence> {
    var keys = Set<KeySequence>()
    for edit in edits { for entry in edit.entries { keys.formUnion(entry.boundKeys) } }
    for menu in menus { for entry in menu.entries { keys.formUnion(entry.boundKeys) } }
    return keys
  }
}
