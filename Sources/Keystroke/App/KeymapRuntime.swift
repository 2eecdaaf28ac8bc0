import KeystrokeCore

/// Applies the user's keymap in each update: to the menu bar as soon as it is resolved, then to
/// the app-wide commands once they are all registered; shows its problems.
@MainActor
enum KeymapRuntime {
  /// The help command that lists the keymap's problems.
  static let problemsID: CommandID = "keystroke.keymapProblems"

  /// The framework's own app-wide commands, with their default keys, so a keymap can name them
  /// before they are registered in an update.
  static var frameworkCommands: [Command] {
    [
      Command(
        id: MenuBarInteraction.openMenuBarID, title: "Open Menu Bar",
        shortcut: MenuBarInteraction.openMenuBarKey),
      Command(
        id: CommandPalette.openID, title: "Command Palette", shortcut: CommandPalette.openKeys),
    ]
  }

  /// Reads the keymap file again if it changed, checks it against the app's commands,
  /// controls and screens, gives the controls on screen the keys it sets, and returns `bar`
  /// with the keys it sets.
  static func apply(
    to bar: ResolvedMenuBar, interactions: InteractionRecord, state: AppRuntimeState,
    screens: ScreenNames, profile: TerminalKeyProfile, focusedNodeID: Int?,
    invalidation: InvalidationFlag
  ) -> ResolvedMenuBar {
    state.knownControls.note(
      interactions.shortcutTargets.compactMap { target in
        target.commandID.map { ($0, target.title, target.keys) }
      })
    for name in screens.known where !state.knownScreens.contains(name) {
      state.knownScreens.append(name)
    }
    state.builtScreens.formUnion(screens.built)
    state.frontScreens = screens.shown(inLayer: interactions.frontLayer)
    let source = CatalogSource(menuBar: bar, appCommands: interactions.appCommands)
    state.lastCatalogSource = source
    interactions.commandActions[problemsID] = {
      state.showsKeymapProblems = true
      invalidation.raise()
    }
    // No keymap file, or one with no entries (the usual case): nothing to check against the
    // commands and no key to change, so the commands are not listed until something asks.
    guard state.keymap.hasEntries else {
      interactions.controlKeymap = nil
      state.lastKeymap = state.keymap.keymapWithoutEntries(profile: profile)
      return bar
    }
    let keymap = state.keymap.keymap(for: state.catalog(from: source), profile: profile)
    state.lastKeymap = keymap
    let contexts = contexts(
      interactions: interactions, focusedNodeID: focusedNodeID, screens: state.frontScreens)
    applyToControls(keymap, interactions: interactions, profile: profile, contexts: contexts)
    interactions.controlKeymap = ControlKeymap(keymap: keymap, profile: profile, screens: screens)
    return keymap.applied(to: bar, on: profile, in: contexts)
  }

  /// Gives each control with a keymap identity the keys the keymap sets: other keys (one
  /// shortcut or a chord) replace its own, a removal takes them away.
  static func applyToControls(
    _ keymap: Keymap, interactions: InteractionRecord, profile: TerminalKeyProfile,
    contexts: Set<KeymapContext.Name>
  ) {
    guard !keymap.entries.isEmpty else { return }
    var targets: [ShortcutTarget] = []
    for var target in interactions.shortcutTargets {
      guard let id = target.commandID else {
        targets.append(target)
        continue
      }
      guard let keys = keymap.keys(for: id, defaults: target.keys, on: profile, in: contexts)
      else { continue }
      target.keys = keys
      targets.append(target)
    }
    interactions.shortcutTargets = targets
  }

  /// Whether Help lists Keymap Problems…: while the keymap file, or the keymap checked against
  /// the app's commands, has problems. `refreshing` reads the file again first if it changed.
  static func listsProblems(state: AppRuntimeState, refreshing: Bool) -> Bool {
    if refreshing { state.keymap.refresh() }
    return !state.lastKeymap.diagnostics.isEmpty || !state.keymap.file.diagnostics.isEmpty
  }

  /// The Help menu's Keymap Problems… item.
  static let problemsEdit = MenuGroupEdit(
    .after, .help, entries: [.item(Command(id: problemsID, title: "Keymap Problems…"))])

  /// Applies the keymap to the app-wide commands, registers the problems view, and starts
  /// watching the file when running in a terminal.
  static func finish(
    interactions: InteractionRecord, state: AppRuntimeState, profile: TerminalKeyProfile,
    focusedNodeID: Int?, invalidation: InvalidationFlag
  ) {
    let contexts = contexts(
      interactions: interactions, focusedNodeID: focusedNodeID, screens: state.frontScreens)
    interactions.appCommands = state.lastKeymap.applied(
      to: interactions.appCommands, on: profile, in: contexts)
    if state.showsKeymapProblems {
      interactions.modalKeyHandler = TextBoxScroll.handler(
        position: state.textBox, invalidation: invalidation
      ) { state.showsKeymapProblems = false }
    }
    if !state.watchesKeymap, !AppEnvironment.isHeadless, let path = state.keymap.path {
      state.watchesKeymap = true
      state.keymapWatch = watch(state.keymap, at: path, invalidation: invalidation)
    }
  }

  /// Watches the keymap file's folder (or, until it is made, its nearest existing ancestor),
  /// so a saved edit applies without a key, an idle app uses no CPU, and a key does not look
  /// at the file. Where nothing can be watched (the system has no notices), every key checks
  /// the file instead (``ViewHost/send``).
  private static func watch(
    _ keymap: KeymapController, at path: String, invalidation: InvalidationFlag
  ) -> NearestFolderWatch? {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let watch = NearestFolderWatch(folder: folder.isEmpty ? "." : folder) {
      keymap.noteNotice()
      if keymap.hasChanged { invalidation.raise() }
    }
    if let watch { keymap.startWatching { [weak watch] in watch?.isWatching == true } }
    return watch
  }

  /// The contexts a keymap's `"when"` can name that hold now: a sheet, a focused text field,
  /// the screens shown in the frontmost layer (a tab, the navigation title inside it).
  static func contexts(interactions: InteractionRecord, focusedNodeID: Int?, screens: [String])
    -> Set<KeymapContext.Name>
  {
    var contexts = Set(screens.map(KeymapContext.Name.screen))
    if interactions.frontLayer > 0 { contexts.insert(.sheet) }
    if let focusedNodeID, interactions.focusTarget(id: focusedNodeID)?.isTextInput == true {
      contexts.insert(.textField)
    }
    return contexts
  }

  /// The one-line notice for the hint line, when the keymap has problems.
  static func notice(for keymap: Keymap) -> HintLine.Entry? {
    let count = keymap.diagnostics.count
    guard count > 0 else { return nil }
    return HintLine.Entry(
      keys: "keymap.json",
      title: "\(count) problem\(count == 1 ? "" : "s"), see Help › Keymap Problems",
      rank: .essential)
  }

  /// The problems view's rows: the file, then each diagnostic as `LINE:COLUMN message`,
  /// wrapped to the box and scrolled by `position`.
  static func problemRows(for keymap: Keymap, path: String?, position: TextBoxPosition)
    -> PaletteRows
  {
    let lines =
      [path ?? KeymapController.fileName]
      + keymap.diagnostics.map { "\($0.position) \($0.message)" }
    var rows = PaletteRows(
      query: "Keymap problems: Escape closes", highlighted: -1,
      rows: lines.map { PaletteRows.Row(title: $0, keys: "", isEnabled: true) }, isPrompt: false)
    rows.textPosition = position
    return rows
  }
}
