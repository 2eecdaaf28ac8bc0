import KeystrokeCore

/// The command palette: every command of the window (menu items and controls with
/// shortcuts) in one searchable list, so anything can be reached by typing its name.
///
/// ⌘⇧P (Alt+Shift+P where ⌘ is not delivered) opens it; typing filters with the engine's
/// fuzzy matcher, ↑/↓ choose, Return runs, Escape closes. Disabled commands are listed dimmed
/// and do not run.
@MainActor
struct CommandPalette {
  /// The palette's command.
  static let openID: CommandID = "keystroke.commandPalette"
  /// The palette's keys.
  static let openKeys = Shortcut("p", modifiers: [.command, .shift])
  /// The most results shown.
  static let maximumResults = 12

  /// One command the palette can run.
  struct Entry {
    var title: String
    var keys: KeySequence?
    var isEnabled: Bool
    var action: @MainActor () -> Void
  }

  /// The commands, in menu order followed by the window's controls.
  static func entries(bar: ResolvedMenuBar, interactions: InteractionRecord) -> [Entry] {
    var entries: [Entry] = []
    for menu in bar.menus {
      for command in menu.commands {
        guard let action = interactions.commandActions[command.id] else { continue }
        entries.append(
          Entry(
            title: "\(menu.title): \(command.title)", keys: command.keys,
            isEnabled: command.isEnabled, action: action))
      }
    }
    let front = interactions.frontLayer
    for control in interactions.shortcutTargets where control.layer == front {
      entries.append(
        Entry(
          title: control.title, keys: KeySequence(control.shortcut.shortcut),
          isEnabled: control.isEnabled, action: control.action))
    }
    return entries
  }

  /// The entries matching the query, best first.
  static func results(for query: String, in entries: [Entry]) -> [Entry] {
    FuzzyMatcher.rank(entries.map(\.title), query: query).prefix(maximumResults)
      .map { entries[$0.index] }
  }

  /// Registers the palette's command and, while it is open, its key handling.
  static func register(
    in interactions: InteractionRecord, bar: ResolvedMenuBar, state: AppRuntimeState,
    invalidation: InvalidationFlag
  ) {
    interactions.appCommands.append(
      Command(id: openID, title: "Command Palette", shortcut: openKeys))
    interactions.commandActions[openID] = {
      state.palette = AppRuntimeState.PaletteState()
      state.openMenu = nil
      invalidation.raise()
    }
    guard state.palette != nil else { return }
    let all = entries(bar: bar, interactions: interactions)
    interactions.modalKeyHandler = { key in
      defer { invalidation.raise() }
      guard var palette = state.palette else { return .ignored }
      let results = results(for: palette.query, in: all)
      switch (key.key.keyCode, key.modifiers.subtracting(.shift)) {
      case (.escape, []):
        state.palette = nil
        return .handled
      case (.upArrow, []):
        palette.highlighted = max(0, palette.highlighted - 1)
      case (.downArrow, []):
        palette.highlighted = min(max(0, results.count - 1), palette.highlighted + 1)
      case (.return, []):
        guard results.indices.contains(palette.highlighted) else { return .handled }
        let entry = results[palette.highlighted]
        guard entry.isEnabled else { return .handled }
        state.palette = nil
        entry.action()
        return .handled
      case (.backspace, []):
        if !palette.query.isEmpty { palette.query.removeLast() }
        palette.highlighted = 0
      default:
        if key.isTyping {
          palette.query += key.characters
          palette.highlighted = 0
        }
      }
      state.palette = palette
      return .handled
    }
  }
}
