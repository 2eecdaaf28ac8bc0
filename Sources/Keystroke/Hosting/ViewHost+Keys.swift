import KeystrokeCore

extension ViewHost {
  /// Handles one key press the way a window does, and redraws if anything changed.
  ///
  /// The engine decides first (focused text field, then controls' shortcuts in tree order);
  /// keys it leaves go to the focused view, then to `.onKeyPress` handlers from the focused
  /// view outwards, and finally Tab and Shift+Tab move focus. An open picker or pop-up menu
  /// takes the keys it handles before the engine, as a menu being tracked does.
  ///
  /// - Parameters:
  ///   - key: The key as the user pressed it on their terminal.
  ///   - now: The time of the press, for chord timeouts; by default the host's clock (see
  ///     ``HostContext``): the virtual clock when headless, else the time since it started.
  @discardableResult
  public func send(_ key: KeyPress, now: Duration? = nil) -> KeyHandling {
    guard isInContext else { return inContext { send(key, now: now) } }
    let now = now ?? hostContext.dispatchTime
    update(force: keymapFileChanged)
    defer { appState?.keymap.forgetCheck() }
    let record = interactions
    if let modal = record.modalKeyHandler {
      let result = modal(key)
      update()
      return result == .handled ? .handledByView : .unhandled
    }
    let focused = record.focusTarget(id: focusedNodeID)
    // A focused text input keeps its editing Control and Alt keys: on a legacy terminal
    // Ctrl+A, Ctrl+W and Alt+Backspace are also ⌘A's, ⌘W's and ⌘⌫'s fallbacks, and typing must
    // not select all, close or delete. Keys declared as such themselves still fire. A pending
    // chord's keys are the chord's.
    let editing = focused.map { $0.isTextInput && $0.isEnabled } == true && !chord.isPending
    let pressed = keyMapping.declared(
      forPressed: key.shortcut, keeping: editing ? TextFieldFocus.keptEditingKeys : [])
    let declaredKey = KeyPress(pressed, text: key.characters.isEmpty ? nil : key.characters)
    // Not while a chord waits for its next key, nor while Help › Explain Next Key waits for
    // the key to explain: those keys are the engine's.
    if let focused, focused.capturesKeys, focused.isEnabled, !chord.isPending,
      appState?.explainsNextKey != true, focused.handleKey(declaredKey) == .handled
    {
      update()
      return .handledByView
    }
    let index = dispatchIndex(record: record, focused: focused)
    let result = dispatcher.dispatch(pressed, in: index, chord: chord, now: now)
    chord = result.chord
    lastTrace = result.trace
    if noteDispatch(result) {
      // Help › Explain Next Key: the key is explained, not acted on; a chord it begins goes
      // on to its next key, which ends the explanation.
      if appState?.explainsNextKey != true { chord = .idle }
      update()
      return .handledByView
    }
    let handling: KeyHandling
    switch result.outcome {
    case .textInput:
      handling = focused?.handleKey(declaredKey) == .handled ? .textInput : .unhandled
    case .fired(let target):
      if let index = target.control?.number,
        record.shortcutTargets.indices.contains(index)
      {
        let control = record.shortcutTargets[index]
        control.action()
        handling = .fired(control.title)
      } else if let id = target.command, let action = record.commandActions[id] {
        action()
        handling = .fired(Self.title(of: id, in: record))
      } else {
        handling = .unhandled
      }
    case .pending, .chordCancelled:
      handling = .pendingChord
    case .disabled(let target):
      // Every binding of the key is disabled, so none of them swallows it: the focused view
      // still takes the keys it knows, as declared or as pressed (Ctrl+E is a text field's
      // End; on a legacy terminal a disabled ⌘E button is pressed as Ctrl+E too).
      if let focused, focused.isEnabled,
        focused.handleKey(declaredKey) == .handled
          || (declaredKey.shortcut != key.shortcut && focused.handleKey(key) == .handled)
      {
        handling = .handledByView
        break
      }
      let index = target.control?.number ?? -1
      let title =
        record.shortcutTargets.indices.contains(index)
        ? record.shortcutTargets[index].title : target.label
      handling = .disabled(title)
    case .unmatched:
      handling = handleUnmatched(declaredKey, record: record, focused: focused)
    }
    update()
    return handling
  }

  /// Handles text pasted from the terminal (a bracketed paste) as one edit of the focused text
  /// field or editor, undone in one step; with no text input focused the paste is dropped, so
  /// pasted characters never fire shortcuts. It is dropped too while a menu, the palette or
  /// another box drawn over the window takes every key: the field beneath is hidden, and
  /// would change where the user cannot see it.
  ///
  /// - Returns: Whether a text input took the paste.
  @discardableResult
  public func paste(_ text: String) -> Bool {
    guard isInContext else { return inContext { paste(text) } }
    update()
    guard interactions.modalKeyHandler == nil, let target = interactions.textEditing else {
      return false
    }
    target.insert(text)
    update()
    return true
  }

  /// Keys the engine left: the focused view, key handlers along the focus path, focus moves.
  private func handleUnmatched(
    _ key: KeyPress, record: InteractionRecord, focused: FocusTarget?
  ) -> KeyHandling {
    if let focused, focused.isEnabled, focused.handleKey(key) == .handled {
      moveFocusAsRequested()
      return .handledByView
    }
    if let focused {
      for handler in record.keyHandlers.reversed()
      where handler.layer == record.frontLayer && focused.node.isInside(handler.node) {
        if let keys = handler.keys, !keys.contains(key.key) { continue }
        guard handler.phases.contains(key.phase) || handler.phases.isEmpty else { continue }
        if handler.action(key) == .handled {
          moveFocusAsRequested()
          return .handledByView
        }
      }
    }
    if key.key == .tab, key.modifiers.subtracting(.shift).isEmpty {
      moveFocus(forward: !key.modifiers.contains(.shift))
      return .focusMoved
    }
    if record.frontPresentation?.kind == .alert, key.modifiers.isEmpty,
      let forward = Self.dialogDirection(of: key.key)
    {
      moveFocus(forward: forward)
      return .focusMoved
    }
    if key.key == .escape, key.modifiers.isEmpty, let front = record.frontPresentation,
      !front.isDismissDisabled
    {
      front.dismiss()
      return .handledByView
    }
    return .unhandled
  }

  /// Makes the focus move the handler that took a key asked for, if any: to the control it
  /// named (a tab bar's ↓ into the tab's content), else forward or back as Tab would.
  private func moveFocusAsRequested() {
    let target = takeRequestedFocusTarget()
    let forward = takeRequestedFocusMove()
    if let target {
      focus(nodeID: target)
    } else if let forward {
      moveFocus(forward: forward)
    }
  }

  /// In a dialog the arrows move between its buttons: ↓ and → forward, ↑ and ← back.
  private static func dialogDirection(of key: KeyEquivalent) -> Bool? {
    switch key {
    case .downArrow, .rightArrow: true
    case .upArrow, .leftArrow: false
    default: nil
    }
  }

  /// What a terminal app does once a frame is written, while the user reads it: frees what
  /// the update behind the frame replaced (``releaseRetired()``), compiles the dispatch
  /// index the next key will use (``prepareForNextKey()``) and clears the screen buffer the
  /// next frame is drawn into. None of it is needed for the frame, so none of it delays it.
  public func frameWritten() {
    guard isInContext else { return inContext { frameWritten() } }
    releaseRetired()
    prepareForNextKey()
    clearSpareScreen()
  }

  /// Compiles the dispatch index the next key will need, so that the key finds it ready: a
  /// terminal app calls this once a frame is written, while the user reads it. The index is
  /// kept until an update replaces the record it was made from or focus moves; a key that
  /// arrives with it out of date compiles its own, so calling this is never required.
  public func prepareForNextKey() {
    guard isInContext else { return inContext { prepareForNextKey() } }
    let record = interactions
    _ = dispatchIndex(record: record, focused: record.focusTarget(id: focusedNodeID))
  }

  /// The dispatch index for `record` (the last update's) with `focused` holding focus: the
  /// prepared one when it was made for this update and this focus, else a new one, kept.
  private func dispatchIndex(record: InteractionRecord, focused: FocusTarget?) -> DispatchIndex {
    let generation = updateGeneration
    if let prepared = preparedDispatch,
      prepared.matches(generation: generation, focusedNodeID: focusedNodeID)
    {
      return prepared.index
    }
    let index = DispatchIndex(dispatchSnapshot(record: record, focused: focused))
    dispatchCompilations += 1
    preparedDispatch = PreparedDispatch(
      generation: generation, focusedNodeID: focusedNodeID, index: index)
    return index
  }

  /// The engine's view of this host: one window with one content layer.
  private func dispatchSnapshot(record: InteractionRecord, focused: FocusTarget?)
    -> DispatchSnapshot
  {
    let textField =
      focused.map { $0.isTextInput && $0.isEnabled } == true
      ? TextFieldFocus(hasSubmitAction: focused?.hasSubmitAction ?? false) : nil
    let front = record.frontLayer
    var layers: [PresentationLayer] = []
    for number in 0...front {
      let controls = record.shortcutTargets.enumerated().filter { $0.element.layer == number }
        .map { index, target in
          ShortcutControl(
            id: ShortcutControl.ID(number: index), title: target.title,
            keys: target.keys, isEnabled: target.isEnabled)
        }
      let kind: PresentationLayer.Kind
      switch number == 0 ? nil : record.layers[number - 1].kind {
      case nil: kind = .content
      case .alert: kind = .alert
      default: kind = .sheet
      }
      layers.append(
        PresentationLayer(
          id: PresentationLayer.ID(number: number), kind: kind, controls: controls,
          focusedTextField: number == front ? textField : nil))
    }
    let window = DispatchWindow(
      id: "main", scene: "main", layers: layers, menuCommands: record.menuCommands)
    return DispatchSnapshot(
      windows: [window], activeWindow: "main", appCommands: record.appCommands)
  }

  /// The title of a menu or app command.
  private static func title(of id: CommandID, in record: InteractionRecord) -> String {
    (record.menuCommands + record.appCommands).first { $0.id == id }?.title ?? id.rawValue
  }

  /// Moves focus to the next (or previous) enabled focus target, wrapping around.
  public func moveFocus(forward: Bool) {
    guard isInContext else { return inContext { moveFocus(forward: forward) } }
    let front = interactions.frontLayer
    let targets = interactions.focusTargets.filter { $0.isEnabled && $0.layer == front }
    guard !targets.isEmpty else { return }
    let current = targets.firstIndex { $0.id == focusedNodeID }
    let next: Int
    if let current {
      next = (current + (forward ? 1 : targets.count - 1)) % targets.count
    } else {
      next = forward ? 0 : targets.count - 1
    }
    focus(nodeID: targets[next].id)
  }
}
