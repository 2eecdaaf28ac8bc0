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
    var menuCommands: [Command] = []
    var appCommands: [Command] = []
    var controls: [ShortcutControl] = []
    var rowIndex: [CommandID: Int] = [:]
    var rows: [ShortcutsTableRow] = []
    for (index, entry) in catalog.commands.enumerated() {
      let keys = keymap.keys(for: entry.id, defaults: entry.defaultKeys, on: profile)
      rows.append(
        ShortcutsTableRow(
          id: entry.id, title: Self.title(of: entry), keys: keys, defaultKeys: entry.defaultKeys,
          isCustomized: keymap.isCustomized(entry.id), isControl: entry.scope == .control))
      // Each row gets its own runtime identity, so a conflict names exactly one row.
      let runtimeID = CommandID("row.\(index)")
      rowIndex[runtimeID] = index
      let command = Command(
        id: runtimeID, title: entry.command.title, keys: keys, isEnabled: true)
      switch entry.scope {
      case .app: appCommands.append(command)
      case .menu: menuCommands.append(command)
      case .control:
        if let keys {
          controls.append(
            ShortcutControl(
              id: ShortcutControl.ID(runtimeID.rawValue), title: command.title, keys: keys))
        }
      }
    }
    let snapshot = DispatchSnapshot(
      windows: [
        DispatchWindow(
          id: "main",
          layers: [PresentationLayer(id: "content", kind: .content, controls: controls)],
          menuCommands: menuCommands)
      ], activeWindow: "main", appCommands: appCommands)
    let analyzer = ConflictAnalyzer(terminal: profile, checksMacReserved: checksMacReserved)
    for conflict in analyzer.conflicts(in: snapshot) {
      // Controls seen on different screens are never on screen together.
      if conflict.first.isControl, conflict.second.isControl { continue }
      for party in [conflict.first, conflict.second] {
        guard case .binding(let candidate) = party,
          let id = candidate.target.command
            ?? candidate.target.control.map({ CommandID($0.rawValue) }),
          let index = rowIndex[id], !rows[index].conflicts.contains(conflict.reason)
        else { continue }
        rows[index].conflicts.append(Self.naming(conflict.reason, rows: rows, index: rowIndex))
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
  public func owner(of keys: KeySequence, except id: CommandID) -> ShortcutsTableRow? {
    let isControl = rows.first { $0.id == id }?.isControl ?? false
    return rows.first { row in
      guard row.id != id, !(isControl && row.isControl), let other = row.keys else { return false }
      let shorter = min(other.steps.count, keys.steps.count)
      return Array(other.steps.prefix(shorter)) == Array(keys.steps.prefix(shorter))
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

  private static func naming(
    _ reason: String, rows: [ShortcutsTableRow], index: [CommandID: Int]
  ) -> String {
    var text = reason
    for (id, row) in index {
      text = text.replacingAll("\"\(id.rawValue)\"", with: "\"\(rows[row].id.rawValue)\"")
    }
    return text
  }
}

extension String {
  /// The string with every occurrence of `target` replaced.
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

extension ConflictParty {
  /// Whether the party is a control in a window.
  fileprivate var isControl: Bool {
    if case .binding(let candidate) = self { return candidate.target.control != nil }
    return false
  }
}
