import KeystrokeCore

/// The Keyboard Shortcuts editor every app gets (App menu › Keyboard Shortcuts…, and the
/// palette): every command with its keys on this terminal and their conflicts; type to search,
/// Return to record new keys, ⌦ to remove them, Ctrl+R to reset them. Changes are written to
/// the keymap file, and apply at once.
@MainActor
enum ShortcutsEditor {
  /// The command that opens the editor.
  static let commandID: CommandID = "keystroke.keyboardShortcuts"
  /// How many commands the editor shows at once.
  static let visibleRows = 10

  /// App menu › Keyboard Shortcuts…, below Settings.
  static var menuEdit: MenuGroupEdit {
    MenuGroupEdit(
      .after, .appSettings,
      entries: [.item(Command(id: commandID, title: "Keyboard Shortcuts…"))])
  }

  /// Registers the command and, while the editor is open, its key handling.
  static func register(
    in interactions: InteractionRecord, state: AppRuntimeState, profile: TerminalKeyProfile,
    invalidation: InvalidationFlag
  ) {
    interactions.commandActions[commandID] = {
      state.shortcutsEditor = ShortcutsEditorState()
      state.openMenu = nil
      invalidation.raise()
    }
    guard state.shortcutsEditor != nil else { return }
    interactions.modalKeyHandler = { key in
      defer { invalidation.raise() }
      guard var editor = state.shortcutsEditor else { return .ignored }
      let table = table(state: state, profile: profile)
      let mapping = KeyMapping(profile: profile, declared: table.rows.compactMap(\.keys))
      switch editor.handle(key.shortcut, text: key.characters, table: table, mapping: mapping) {
      case .none:
        break
      case .close:
        state.shortcutsEditor = nil
        return .handled
      case .write(let edit):
        editor.message = perform(edit, state: state)
      }
      state.shortcutsEditor = editor
      return .handled
    }
  }

  /// The table for the app's current commands and keymap.
  static func table(state: AppRuntimeState, profile: TerminalKeyProfile) -> ShortcutsTable {
    ShortcutsTable(
      catalog: state.lastCatalog ?? CommandCatalog(menuBar: ResolvedMenuBar(menus: [])),
      keymap: state.lastKeymap, profile: profile, checksMacReserved: runsOnMac)
  }

  /// Writes `edit` to the keymap file; returns what happened, for the editor's message line.
  static func perform(_ edit: ShortcutsEditorState.Edit, state: AppRuntimeState) -> String {
    let failure: String?
    let done: String
    switch edit {
    case .bind(let keys, let id, let owner):
      failure = state.keymap.edit { editor throws(KeymapEditError) in
        if let owner { try editor.removeKeys(of: owner.id, defaults: owner.defaultKeys) }
        try editor.bind(keys, to: id)
      }
      done = "\(id) is now \(keys.traceText)" + (owner.map { "; \($0.id) has no keys" } ?? "")
    case .remove(let id, let defaults):
      failure = state.keymap.edit { editor throws(KeymapEditError) in
        try editor.removeKeys(of: id, defaults: defaults)
      }
      done = "\(id) has no keys now"
    case .reset(let id):
      failure = state.keymap.edit { editor throws(KeymapEditError) in try editor.reset(id) }
      done = "\(id) has its default keys again"
    case .resetAll:
      failure = state.keymap.edit { editor throws(KeymapEditError) in try editor.resetAll() }
      done = "Every command has its default keys again"
    }
    return failure ?? done
  }

  /// What the editor shows, in the palette's box.
  static func rows(
    for editor: ShortcutsEditorState, table: ShortcutsTable, mapping: KeyMapping,
    formatter: ShortcutFormatter
  ) -> PaletteRows {
    let matching = editor.visibleRows(in: table)
    let first = max(0, min(editor.highlighted - visibleRows / 2, matching.count - visibleRows))
    let shown = matching.dropFirst(first).prefix(visibleRows)
    var rows = shown.map { row in
      PaletteRows.Row(
        title: (row.conflicts.isEmpty ? "" : "⚠ ") + row.title + (row.isCustomized ? " •" : ""),
        keys: row.keys.map { mapping.displayString(for: $0, formatter: formatter) ?? "unreachable" }
          ?? "—",
        isEnabled: true)
    }
    var notes: [String] = []
    if matching.indices.contains(editor.highlighted) {
      notes += matching[editor.highlighted].conflicts.map { "⚠ " + $0 }
    }
    if let message = editor.message { notes.append(message) }
    notes.append("Return record, ⌦ remove, Ctrl+R reset, Tab search by keys, Esc close")
    rows += KeyExplanation.wrapped(notes).map {
      PaletteRows.Row(title: $0, keys: "", isEnabled: false)
    }
    let query: String
    if let recording = editor.recording, matching.indices.contains(editor.highlighted) {
      let keys = KeySequence(recording).map { formatter.string(for: $0) } ?? "…"
      query = "Keys for \(matching[editor.highlighted].title): \(keys)"
    } else if let pressed = editor.keySearch {
      query = "Commands on keys: " + (KeySequence(pressed).map { formatter.string(for: $0) } ?? "…")
    } else {
      query = "Keyboard Shortcuts: " + editor.query
    }
    return PaletteRows(query: query, highlighted: editor.highlighted - first, rows: rows)
  }

  /// Whether macOS's own shortcuts count as conflicts.
  static var runsOnMac: Bool {
    #if os(macOS)
    true
    #else
    false
    #endif
  }
}
