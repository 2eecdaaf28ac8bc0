import KeystrokeCore

/// The app-level state the root keeps between updates: the open menu, a quit request.
@MainActor
final class AppRuntimeState {
  /// The index of the open menu in the menu bar, or `nil` when the menu bar is closed.
  var openMenu: Int?
  /// The highlighted entry in the open menu.
  var highlightedEntry = 0
  /// The open menu's items as the last update showed them (the menu's index, and each item's
  /// id and title), so the highlight follows its item when the menu changes under it.
  var shownMenuItems: (menu: Int, items: [MenuBarInteraction.ItemKey])?
  /// The first row an open menu taller than the screen shows, and which menu that was.
  var menuFirstRow: (menu: Int, row: Int)?
  /// How many rows the open menu showed, which Page Up and Page Down move by.
  var menuRowsShown = 10
  /// How many command rows the Keyboard Shortcuts editor showed, which Page Up and Page Down
  /// move by.
  var shortcutsEditorRowsShown = 10
  /// Set when the app asked to quit (App › Quit); the runner leaves its loop.
  var quitRequested = false
  /// Set while the app asks whether to quit over a sheet's unsaved changes
  /// (``QuitOverEditsAlert``).
  var asksToQuitOverEdits = false
  /// The app's windows and their documents (kept by the root view), so the end of a terminal
  /// run can write what is unsaved.
  weak var windowManager: WindowManager?
  /// Whether the app's scenes include a `DocumentGroup` (so it opens files named on the
  /// command line), as of the last update.
  var opensDocuments = false
  /// Whether the hint line at the bottom is shown.
  var isHintLineVisible = true
  /// The command palette, while it is open.
  var palette: PaletteState?
  /// The menu bar as last resolved (``ViewHost/menuBar``, for tests and tools).
  var lastMenuBar: ResolvedMenuBar?
  /// Problems with the settings file not yet shown to the user.
  let settingsNotices = SettingsNotices()
  /// Whether the last update showed a settings problem's alert.
  var showedSettingsNotice = false
  /// The user's keymap file (`keymap.json` in the config folder).
  var keymap = KeymapController(directory: AppEnvironment.configDirectory)
  /// What the last update's commands are listed from, when something asks
  /// (``lastCatalog``).
  var lastCatalogSource: CatalogSource?
  /// The catalogs of the last few updates with different inputs (each tab or sheet lists its
  /// own controls and screens), so moving between screens does not list them again.
  var catalogs = RecentlyUsed<CatalogInputs, CommandCatalog>(capacity: KeyMappingMemo.capacity)

  /// The app's commands with their default keys, as of the last update: listed when asked for
  /// (a keymap with entries, a key explained, the shortcuts editor), from the kept catalogs
  /// when one was made from the same inputs.
  var lastCatalog: CommandCatalog? { lastCatalogSource.map(catalog(from:)) }

  /// The catalog listed from `source`, with the framework's own commands and the controls and
  /// screens met so far in this run: kept from an earlier update with the same inputs, or
  /// made now.
  func catalog(from source: CatalogSource) -> CommandCatalog {
    let known = Set(source.appCommands.map(\.id))
    let inputs = CatalogInputs(
      menuBar: source.menuBar,
      appCommands: source.appCommands
        + KeymapRuntime.frameworkCommands.filter { !known.contains($0.id) },
      controls: knownControls.commands, screens: knownScreens,
      pendingScreens: Set(knownScreens).subtracting(builtScreens))
    if let kept = catalogs.value(where: { $0 == inputs }) { return kept }
    let catalog = CommandCatalog(
      menuBar: inputs.menuBar, appCommands: inputs.appCommands, controls: inputs.controls,
      screens: inputs.screens, pendingScreens: inputs.pendingScreens)
    catalogs.insert(catalog, for: inputs)
    return catalog
  }
  /// The keymap as last checked against those commands.
  var lastKeymap = Keymap.empty
  /// The controls with shortcuts met so far in this run, by keymap identity, in the order
  /// first met, with their default keys: a keymap may name a control on a screen not shown now.
  var knownControls = KnownControls()
  /// The screens met so far in this run, in the order first met.
  var knownScreens: [String] = []
  /// The screens whose controls have been built so far in this run.
  var builtScreens: Set<String> = []
  /// The screens shown in the frontmost layer in the last update, for a keymap's `"when"`.
  var frontScreens: [String] = []
  /// Whether the keymap's problems are shown (Help › Keymap Problems).
  var showsKeymapProblems = false
  /// How far the box of text shown (the keymap's problems, a key's explanation) is scrolled.
  let textBox = TextBoxPosition()
  /// The time keys are dispatched at, for chord timeouts: the host's clock (virtual under
  /// `--play`, the real one in a terminal), set by the host.
  var clock: @MainActor () -> Duration = { .zero }
  /// Wakes the app for another update, once the root has been built.
  var invalidation: InvalidationFlag?
  /// The chord waiting for its next key, for the hint line.
  var pendingChord: ChordPending?
  /// Hides the chord hint once the chord has timed out, in a terminal.
  var chordExpiry: Task<Void, Never>?
  /// Receives the engine's trace of every dispatched key (`KEYSTROKE_TRACE`), if set.
  var traceLog: (@MainActor ([String]) -> Void)? = DispatchTraceLog.forCurrentLaunch()
  /// Whether the next key is explained instead of acted on (Help › Explain Next Key).
  var explainsNextKey = false
  /// The engine's trace of the keys of a chord begun while Help › Explain Next Key waits: the
  /// whole chord is explained once it ends.
  var explainedChordTrace: [String] = []
  /// Whether the About box is shown.
  var showsAbout = false
  /// The explanation of the key pressed after Help › Explain Next Key, while it is shown.
  var explanation: [String]?
  /// The Keyboard Shortcuts editor, while it is open.
  var shortcutsEditor: ShortcutsEditorState?
  /// Watches the keymap file's folder while the app runs in a terminal, so edits apply
  /// without a key.
  var keymapWatch: NearestFolderWatch?
  /// Whether watching the keymap file was set up (whether or not the folder could be watched).
  var watchesKeymap = false

  /// What the open command palette shows.
  struct PaletteState {
    /// What the user typed.
    var query = ""
    /// The result the user moved to; `nil` until they move, when the palette offers the first
    /// safe result (see ``CommandPalette/defaultIndex(in:)``).
    var highlighted: Int?
  }
  /// The titles of the commands last run from the palette, most recent first.
  var recentCommands: [String] = []

  init() {}
}
