import KeystrokeCore

/// The Keyboard Shortcuts editor's state and key handling, with no I/O: each key changes the
/// state and may ask for a change to the keymap file, which the caller writes.
struct ShortcutsEditorState: Equatable {
  /// A change to the keymap file.
  enum Edit: Equatable {
    /// Give `id` these keys; first take them from `taking`, when another command has them.
    case bind(KeySequence, to: CommandID, taking: ShortcutsTableRow?)
    /// Leave `id` without keys.
    case remove(CommandID, defaults: KeySequence?)
    /// Give `id` back its default keys.
    case reset(CommandID)
    /// Give every command back its default keys.
    case resetAll
  }

  /// What a key asks for.
  enum Response: Equatable {
    case none
    case close
    case write(Edit)
  }

  /// The search text.
  var query = ""
  /// The highlighted row among the matching ones.
  var highlighted = 0
  /// The keys recorded so far, while recording a shortcut for the highlighted command.
  var recording: [Shortcut]?
  /// Keys pressed to search by, while searching by keys (Tab switches), else `nil`.
  var keySearch: [Shortcut]?
  /// Whether Ctrl+Alt+R was pressed once, so a second press resets everything.
  var confirmsResetAll = false
  /// The other command that has the recorded keys, once the user was warned.
  var warnedOwner: ShortcutsTableRow?
  /// A sentence for the user (a warning, or what the last change did).
  var message: String?

  /// The most steps a recorded chord has.
  static let maximumSteps = 3

  /// The rows matching the query, or the keys pressed while searching by keys.
  func visibleRows(in table: ShortcutsTable) -> [ShortcutsTableRow] {
    if let keySearch { return table.rows(withKeysStartingWith: keySearch) }
    return table.rows(matching: query)
  }

  /// Handles one key as pressed on the terminal (`mapping` says what it stands for); Page Up
  /// and Page Down move by `page` rows, the number the editor shows.
  mutating func handle(
    _ key: Shortcut, text: String, table: ShortcutsTable, mapping: KeyMapping, page: Int = 10
  ) -> Response {
    let rows = visibleRows(in: table)
    if recording != nil { return record(key, rows: rows, table: table, mapping: mapping) }
    message = nil
    let wasConfirmingReset = confirmsResetAll
    confirmsResetAll = false
    if var pressed = keySearch {
      switch (key.key, key.modifiers) {
      case (.tab, []), (.escape, []):
        keySearch = nil
      case (.backspace, []):
        if !pressed.isEmpty { pressed.removeLast() }
        keySearch = pressed
      case (.upArrow, []), (.downArrow, []), (.home, []), (.end, []), (.pageUp, []),
        (.pageDown, []), (.return, []):
        break
      default:
        if pressed.count >= Self.maximumSteps { pressed = [] }
        keySearch = pressed + [mapping.declared(forPressed: key)]
        highlighted = 0
        return .none
      }
      if keySearch == nil || key.key == .backspace { return .none }
    }
    switch (key.key, key.modifiers) {
    case (.escape, []):
      return .close
    case (.tab, []):
      keySearch = []
      highlighted = 0
      message = "Press keys to find the commands that use them; Tab searches by name again"
    case (.character("r"), [.control, .option]):
      guard wasConfirmingReset else {
        confirmsResetAll = true
        message = "Press Ctrl+Alt+R again to give every command its default keys"
        return .none
      }
      return .write(.resetAll)
    case (.upArrow, []):
      highlighted = max(0, highlighted - 1)
    case (.downArrow, []):
      highlighted = min(max(0, rows.count - 1), highlighted + 1)
    case (.home, []):
      highlighted = 0
    case (.end, []):
      highlighted = max(0, rows.count - 1)
    case (.pageUp, []):
      highlighted = max(0, highlighted - max(1, page))
    case (.pageDown, []):
      highlighted = min(max(0, rows.count - 1), highlighted + max(1, page))
    case (.return, []):
      if rows.indices.contains(highlighted) {
        recording = []
        message = "Press the new keys (a chord: one after another), then Return; Escape cancels"
      }
    case (.backspace, []):
      if !query.isEmpty { query.removeLast() }
      highlighted = 0
    case (.deleteForward, []):
      guard rows.indices.contains(highlighted) else { return .none }
      return .write(.remove(rows[highlighted].id, defaults: rows[highlighted].defaultKeys))
    case (.character("r"), [.control]):
      guard rows.indices.contains(highlighted) else { return .none }
      return .write(.reset(rows[highlighted].id))
    default:
      if !text.isEmpty, key.modifiers.subtracting(.shift).isEmpty,
        text.unicodeScalars.allSatisfy({ $0.value >= 0x20 })
      {
        query += text
        highlighted = 0
      }
    }
    return .none
  }

  private mutating func record(
    _ key: Shortcut, rows: [ShortcutsTableRow], table: ShortcutsTable, mapping: KeyMapping
  ) -> Response {
    guard rows.indices.contains(highlighted), var steps = recording else {
      recording = nil
      return .none
    }
    let row = rows[highlighted]
    switch (key.key, key.modifiers) {
    case (.escape, []):
      recording = nil
      warnedOwner = nil
      message = nil
    case (.backspace, []):
      if !steps.isEmpty { steps.removeLast() }
      recording = steps
      warnedOwner = nil
    case (.return, []):
      guard let keys = KeySequence(steps) else {
        recording = nil
        message = nil
        return .none
      }
      // The recorded keys are as pressed here, so they are compared with the keys each
      // command is pressed with here (on a legacy terminal, Ctrl+N for one declared ⌘N).
      let owner = table.owner(of: keys, except: row.id, pressedOn: mapping)
      if let owner, warnedOwner != owner {
        warnedOwner = owner
        message =
          "\(keys.traceText) is taken by \(owner.id): Return takes it from there, Escape cancels"
        return .none
      }
      recording = nil
      warnedOwner = nil
      message = nil
      return .write(.bind(keys, to: row.id, taking: owner))
    default:
      if steps.count >= Self.maximumSteps { return .none }
      // Keys this terminal cannot send are refused, as the keymap's check would report them
      // (on a legacy terminal Ctrl+J is the byte of Return).
      if let keys = KeySequence(steps + [key]),
        let problem = Keymap.deliveryProblem(
          of: keys, declared: table.rows.compactMap(\.defaultKeys), on: mapping.profile)
      {
        message = problem
        return .none
      }
      steps.append(key)
      recording = steps
      warnedOwner = nil
      message = nil
    }
    return .none
  }
}
