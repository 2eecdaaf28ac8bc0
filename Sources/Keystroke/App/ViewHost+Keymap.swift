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

  /// Notes a dispatch: logs its trace, keeps a pending chord for the hint line (or forgets
  /// it), and after Help › Explain Next Key keeps the explanation. A key that begins a chord
  /// while Explain Next Key waits is kept, and the chord is explained when it ends.
  ///
  /// - Returns: Whether the key was only to be explained, so nothing else must happen.
  func noteDispatch(_ result: DispatchResult) -> Bool {
    guard let appState else { return false }
    let controls = interactions.shortcutTargets.map(\.commandID)
    if let log = appState.traceLog {
      log(
        KeyExplanation.naming(
          result.trace.lines, catalog: appState.lastCatalog, controls: controls))
    }
    if appState.explainsNextKey {
      if case .pending(let pending) = result.outcome {
        appState.explainedChordTrace += result.trace.lines
        appState.pendingChord = pending
        appState.invalidation?.raise()
        ChordHint.scheduleExpiry(of: pending, state: appState, timeout: dispatcher.chordTimeout)
        return true
      }
      appState.explainsNextKey = false
      appState.explanation = KeyExplanation.lines(
        for: result, earlier: appState.explainedChordTrace, catalog: appState.lastCatalog,
        controls: controls)
      appState.explainedChordTrace = []
      appState.pendingChord = nil
      appState.invalidation?.raise()
      return true
    }
    var pending: ChordPending?
    if case .pending(let value) = result.outcome { pending = value }
    guard pending != appState.pendingChord else { return false }
    appState.pendingChord = pending
    appState.invalidation?.raise()
    if let pending {
      ChordHint.scheduleExpiry(of: pending, state: appState, timeout: dispatcher.chordTimeout)
    }
    return false
  }

  /// The hosted app's commands with their default keys, as of the last update; `nil` for a
  /// host of a single view.
  public var commandCatalog: CommandCatalog? { appState?.lastCatalog }

  /// The user's keymap as last checked against the app's commands on this terminal.
  public var keymap: Keymap { appState?.lastKeymap ?? .empty }

  /// The menu bar as last resolved, with the keymap's keys.
  public var menuBar: ResolvedMenuBar? { appState?.lastMenuBar }
}
