import KeystrokeCore

/// The command palette: every command of the window (menu items and controls with
/// shortcuts) in one searchable list, so anything can be reached by typing its name.
///
/// ⌘⇧P (Alt+Shift+P where ⌘ is not delivered) opens it on the commands run from it lately, then
/// the frontmost screen's own controls, then the menus' commands; commands that end the app or
/// destroy something come last and are never the one Return runs without the user moving to it.
/// Typing filters with the engine's fuzzy matcher, ↑/↓ choose, Return runs, Escape closes.
/// Disabled commands are left out until the user types; matches that are disabled are listed
/// after the others, dimmed and marked "not available now", and do not run.
@MainActor
struct CommandPalette {
  /// The palette's command.
  static let openID: CommandID = "keystroke.commandPalette"
  /// The palette's keys.
  static let openKeys = Shortcut("p", modifiers: [.command, .shift])
  /// The most results shown.
  static let maximumResults = 12
  /// The most recent commands remembered.
  static let maximumRecent = 5
  /// Help › Search Commands…, the Help menu's way in to the palette (where a Mac's Help menu
  /// has its search field), shown with the palette's keys. It is the palette's command under
  /// another title: the same identity (so a keymap that moves the palette's keys moves the
  /// item's too, and the catalog lists the command once) and the same action. It goes above
  /// the help group, as a Mac's search field does, and stays when an app replaces that group,
  /// since the search field is the system's and not one of the group's items.
  static let searchEdit: MenuGroupEdit = {
    var command = Command(id: openID, title: "Search Commands…", shortcut: openKeys)
    command.stableID = openID
    return MenuGroupEdit(.before, .help, entries: [.item(command), .separator])
  }()
  /// Standard commands that end the app or close its window.
  static let endingCommands: Set<CommandID> = ["app.quit", "file.close", "window.close"]

  /// One command the palette can run.
  struct Entry {
    var title: String
    var keys: KeySequence?
    var isEnabled: Bool
    /// Whether it ends the app, closes the window or destroys something: never the default.
    var isFinal = false
    var action: @MainActor () -> Void
  }

  /// The commands: recent ones first, then the frontmost screen's controls, then the menus'
  /// commands in menu order, with the final ones (Quit, Close, destructive buttons) last.
  static func entries(
    bar: ResolvedMenuBar, interactions: InteractionRecord, recent: [String] = []
  ) -> [Entry] {
    var controls: [Entry] = []
    let front = interactions.frontLayer
    for control in interactions.shortcutTargets where control.layer == front {
      controls.append(
        Entry(
          title: control.title, keys: control.keys,
          isEnabled: control.isEnabled, isFinal: control.isDestructive, action: control.action))
    }
    var commands: [Entry] = []
    for menu in bar.menus {
      // Help › Search Commands… opens the palette itself: not a command to run from it.
      for command in menu.commands where command.id != openID {
        guard let action = interactions.commandActions[command.id] else { continue }
        let isFinal =
          endingCommands.contains(command.id)
          || interactions.destructiveCommands.contains(command.id)
        commands.append(
          Entry(
            title: "\(menu.title): \(command.title)", keys: command.keys,
            isEnabled: command.isEnabled, isFinal: isFinal, action: action))
      }
    }
    var ordered = controls + commands
    // Recent commands first, most recent first.
    var recentEntries: [Entry] = []
    for title in recent {
      guard let index = ordered.firstIndex(where: { $0.title == title && !$0.isFinal }) else {
        continue
      }
      recentEntries.append(ordered.remove(at: index))
    }
    ordered = recentEntries + ordered
    return ordered.filter { !$0.isFinal } + ordered.filter(\.isFinal)
  }

  /// The entries to show for the query: with none, the enabled entries in order; otherwise the
  /// matches, best first, enabled ones before disabled ones.
  static func results(for query: String, in entries: [Entry]) -> [Entry] {
    guard !query.isEmpty else {
      return Array(entries.filter(\.isEnabled).prefix(maximumResults))
    }
    let ranked = FuzzyMatcher.rank(entries.map(\.title), query: query).map { entries[$0.index] }
    return Array(
      (ranked.filter(\.isEnabled) + ranked.filter { !$0.isEnabled }).prefix(
        maximumResults))
  }

  /// The result Return runs before the user moves: the first enabled one that is not final.
  static func defaultIndex(in results: [Entry]) -> Int? {
    results.firstIndex { $0.isEnabled && !$0.isFinal }
  }

  /// The highlighted result: where the user moved, else the default.
  static func highlighted(_ palette: AppRuntimeState.PaletteState, in results: [Entry]) -> Int? {
    if let moved = palette.highlighted, results.indices.contains(moved) { return moved }
    return defaultIndex(in: results)
  }

  /// Registers the palette's action, which opens it: before the menu bar, whose open menu
  /// runs Help › Search Commands… with the actions known then.
  static func registerAction(
    in interactions: InteractionRecord, state: AppRuntimeState, invalidation: any ChangeSignal
  ) {
    interactions.commandActions[openID] = {
      state.palette = AppRuntimeState.PaletteState()
      state.openMenu = nil
      invalidation.raise()
    }
  }

  /// Registers the palette's command and, while it is open, its key handling (its action is
  /// registered earlier, by ``registerAction(in:state:invalidation:)``).
  static func register(
    in interactions: InteractionRecord, bar: ResolvedMenuBar, state: AppRuntimeState,
    invalidation: any ChangeSignal
  ) {
    interactions.appCommands.append(
      Command(id: openID, title: "Command Palette", shortcut: openKeys))
    guard state.palette != nil else { return }
    let all = entries(bar: bar, interactions: interactions, recent: state.recentCommands)
    interactions.modalKeyHandler = { key in
      defer { invalidation.raise() }
      guard var palette = state.palette else { return .ignored }
      let results = results(for: palette.query, in: all)
      let current = highlighted(palette, in: results)
      switch (key.key.keyCode, key.modifiers.subtracting(.shift)) {
      case (.escape, []):
        state.palette = nil
        return .handled
      case (.upArrow, []):
        palette.highlighted = max(0, (current ?? results.count) - 1)
      case (.downArrow, []):
        palette.highlighted = min(max(0, results.count - 1), (current ?? -1) + 1)
      case (.return, []):
        guard let current, results.indices.contains(current) else {
          // Only commands that close, quit or destroy match, and none is run before the user
          // picks it: this Return picks the first, and the next one runs it.
          guard let first = results.firstIndex(where: \.isEnabled) else { return .handled }
          palette.highlighted = first
          break
        }
        let entry = results[current]
        guard entry.isEnabled else { return .handled }
        state.palette = nil
        state.recentCommands.removeAll { $0 == entry.title }
        state.recentCommands.insert(entry.title, at: 0)
        state.recentCommands = Array(state.recentCommands.prefix(maximumRecent))
        entry.action()
        return .handled
      case (.backspace, []):
        if !palette.query.isEmpty { palette.query.removeLast() }
        palette.highlighted = nil
      default:
        if key.isTyping {
          palette.query += key.characters
          palette.highlighted = nil
        }
      }
      state.palette = palette
      return .handled
    }
  }
}
