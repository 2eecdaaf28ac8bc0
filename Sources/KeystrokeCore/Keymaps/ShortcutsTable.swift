/// What the Keyboard Shortcuts editor lists: every command with its keys under the user's
/// keymap and the conflicts among them, searchable by name and by keys.
public struct ShortcutsTable: Hashable, Sendable {
  /// The commands, in catalog order (menus left to right, then the app-wide ones).
  public let rows: [ShortcutsTableRow]

  /// Lists `catalog` with `keymap` applied on `profile`; `checksMacReserved` adds macOS's own
  /// shortcuts to the conflicts (for an app running on a Mac).
  public init(
    catalog: CommandCatalog, keymap: Keymap, profile: TerminalKeyProfile,
    checksMacReserved: Bool = false
  ) {
    var rows = catalog.commands.map { entry in
      ShortcutsTableRow(
        id: entry.id, title: Self.title(of: entry),
        keys: keymap.keys(for: entry.id, defaults: entry.defaultKeys, on: profile),
        defaultKeys: entry.defaultKeys,
        isCustomized: keymap.changesKeys(of: entry.id, defaults: entry.defaultKeys, on: profile),
        isControl: entry.scope == .control)
    }
    let analysis = CatalogConflicts(
      catalog: catalog, keys: rows.map(\.keys), profile: profile,
      checksMacReserved: checksMacReserved)
    for finding in analysis.findings {
      for index in finding.commands where !rows[index].conflicts.contains(finding.reason) {
        rows[index].conflicts.append(finding.reason)
      }
    }
    self.rows = rows
  }

  /// The rows whose title or identity matches `query` (fuzzy), best first; all rows for an
  /// empty query.
  public func rows(matching query: String) -> [ShortcutsTableRow] {
    guard !query.isEmpty else { return rows }
    return FuzzyMatcher.rank(rows.map(\.title), query: query).map { rows[$0.index] }
  }

  /// The rows whose keys start with `pressed` (search by pressing the keys).
  public func rows(withKeysStartingWith pressed: [Shortcut]) -> [ShortcutsTableRow] {
    rows.filter { row in
      guard let keys = row.keys, keys.steps.count >= pressed.count else { return false }
      return Array(keys.steps.prefix(pressed.count)) == pressed
    }
  }

  /// The other command whose keys `keys` would collide with: the same keys, or one a chord
  /// prefix of the other. Two controls never collide: their screens are seen one at a time.
  ///
  /// With `mapping` (this terminal's, for the rows' keys), `keys` are keys as pressed, and
  /// each command's keys are compared as this terminal presses them: on a legacy terminal,
  /// Ctrl+N is taken by a command declared ⌘N, Alt+1 by one declared ⌘1.
  public func owner(
    of keys: KeySequence, except id: CommandID, pressedOn mapping: KeyMapping? = nil
  )
    -> ShortcutsTableRow?
  {
    let isControl = rows.first { $0.id == id }?.isControl ?? false
    return rows.first { row in
      guard row.id != id, !(isControl && row.isControl), let other = row.keys else { return false }
      return (mapping?.pressedKeys(for: other) ?? other).overlaps(keys)
    }
  }

  /// A row's title: the menu path and title (`View › Time Entries`); for a control, its
  /// screen and title (`Timer › Start Timer`) when its identity says so.
  private static func title(of entry: CatalogCommand) -> String {
    let title = entry.command.title
    if entry.scope == .control, entry.id.rawValue.hasSuffix("/" + title) {
      return entry.id.rawValue.dropLast(title.count + 1) + " › " + title
    }
    return (entry.menuPath + [title]).joined(separator: " › ")
  }
}
