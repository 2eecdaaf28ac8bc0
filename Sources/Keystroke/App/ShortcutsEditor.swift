import KeystrokeCore

/// The Keyboard Shortcuts editor every app gets (App menu › Keyboard Shortcuts…, and the
/// palette): every command with its keys on this terminal and their conflicts; type to search,
/// Return to record new keys, ⌦ to remove them, Ctrl+R to reset them. Changes are written to
/// the keymap file, and apply at once.
@MainActor
enum ShortcutsEditor {
  /// The command that opens the editor.
  static let commandID: CommandID = "keystroke.keyboardShortcuts"
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
      switch editor.handle(
        key.shortcut, text: key.characters, table: table, mapping: mapping,
        page: state.shortcutsEditorRowsShown)
      {
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

  /// What the editor shows, across the whole content area: every matching command (the box
  /// scrolls to keep the highlighted one in view) with its keys and, when there is room, its
  /// first conflict or its default keys; under them the highlighted command's conflicts, the
  /// last change and the keys.
  static func rows(
    for editor: ShortcutsEditorState, table: ShortcutsTable, mapping: KeyMapping,
    formatter: ShortcutFormatter
  ) -> PaletteRows {
    let matching = editor.visibleRows(in: table)
    func spelled(_ keys: KeySequence?, in mapping: KeyMapping = mapping) -> String {
      keys.map { mapping.displayString(for: $0, formatter: formatter) ?? "unreachable" } ?? "—"
    }
    // The defaults as this terminal would spell them with no keymap at all.
    let defaults = KeyMapping(
      profile: mapping.profile, declared: table.rows.compactMap(\.defaultKeys))
    let rows = matching.map { row in
      var detail = row.conflicts.first.map { "⚠ " + $0 } ?? ""
      if detail.isEmpty, row.isCustomized {
        detail = "default " + spelled(row.defaultKeys, in: defaults)
      }
      return PaletteRows.Row(
        title: (row.conflicts.isEmpty ? "" : "⚠ ") + row.title + (row.isCustomized ? " •" : ""),
        keys: spelled(row.keys), isEnabled: true, detail: detail)
    }
    var notes: [String] = []
    if matching.indices.contains(editor.highlighted) {
      notes += matching[editor.highlighted].conflicts.map { "⚠ " + $0 }
    }
    if let message = editor.message { notes.append(message) }
    notes.append("Return record, ⌦ remove, Ctrl+R reset, Tab search by keys, Esc close")
    let query: String
    if let recording = editor.recording, matching.indices.contains(editor.highlighted) {
      let keys = KeySequence(recording).map { formatter.string(for: $0) } ?? "…"
      query = "Keys for \(matching[editor.highlighted].title): \(keys)"
    } else if let pressed = editor.keySearch {
      query = "Commands on keys: " + (KeySequence(pressed).map { formatter.string(for: $0) } ?? "…")
    } else {
      query = "Keyboard Shortcuts: " + editor.query
    }
    return PaletteRows(
      query: query, highlighted: editor.highlighted, rows: rows, fillsArea: true,
      header: PaletteRows.Row(
        title: "Command (• changed, ⚠ conflict)", keys: "Keys", isEnabled: false,
        detail: "Conflict or default keys"),
      notes: notes)
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
