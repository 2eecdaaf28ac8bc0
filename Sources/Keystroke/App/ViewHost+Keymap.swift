import KeystrokeCore

extension ViewHost {
  /// The folder the hosted app reads `keymap.json` from, as `--config DIR` sets it; `nil` for
  /// none. Setting it reads the file and updates the screen.
  public var configDirectory: String? {
    get { appState?.keymap.path.map { String($0.dropLast(KeymapController.fileName.count + 1)) } }
    set {
      guard let appState else { return }
      appState.keymap = KeymapController(directory: newValue)
      update(force: true)
    }
  }

  /// Whether the keymap file changed since the app last read it, so the next key must see
  /// an update first.
  var keymapFileChanged: Bool { appState?.keymap.hasChanged ?? false }

  /// Keeps a pending chord for the hint line, and forgets it once dispatch ends it.
  func notePendingChord(_ outcome: DispatchOutcome) {
    guard let appState else { return }
    var pending: ChordPending?
    if case .pending(let value) = outcome { pending = value }
    guard pending != appState.pendingChord else { return }
    appState.pendingChord = pending
    appState.invalidation?.raise()
    if let pending {
      ChordHint.scheduleExpiry(of: pending, state: appState, timeout: dispatcher.chordTimeout)
    }
  }

  /// The hosted app's commands with their default keys, as of the last update; `nil` for a
  /// host of a single view.
  public var commandCatalog: CommandCatalog? { appState?.lastCatalog }

  /// The user's keymap as last checked against the app's commands on this terminal.
  public var keymap: Keymap { appState?.lastKeymap ?? .empty }

  /// The menu bar as last resolved, with the keymap's keys.
  public var menuBar: ResolvedMenuBar? { appState?.lastMenuBar }
}
