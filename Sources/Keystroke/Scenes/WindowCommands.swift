import KeystrokeCore

/// The menu items the window manager contributes and carries out: New Window and Close for
/// window groups; New, Open…, Save, Save As…, Duplicate, Rename…, Revert to Saved and Close
/// for documents; and the Window menu's list of open windows with Next Window (⌘`).
@MainActor
enum WindowCommands {
  /// Save As…: not a standard item in the catalog (Duplicate has ⇧⌘S, as on current macOS),
  /// so it gets macOS's ⌥⇧⌘S.
  nonisolated static let saveAsID: CommandID = "file.saveAs"
  /// The key for Save As….
  nonisolated static let saveAsKey = Shortcut("s", modifiers: [.option, .shift, .command])
  /// Shows the next open window.
  nonisolated static let nextWindowID: CommandID = "window.next"
  /// ⌘`, macOS's key for cycling through an app's windows.
  nonisolated static let nextWindowKey = Shortcut("`", modifiers: .command)
  /// The standard items for documents that the window manager performs.
  nonisolated static let documentItems: Set<CommandID> = [
    "file.new", "file.open", "file.close", "file.save", "file.duplicate", "file.rename",
    "file.revert", saveAsID,
  ]

  /// The identity of the Window menu item that shows a window.
  static func showWindowID(_ window: OpenWindow) -> CommandID {
    CommandID("window.show.\(window.id)")
  }

  /// The edits to make to the active scene's menus, given the app's own edits.
  ///
  /// New Window loses its ⌘N when a control in the window or one of the app's own menu
  /// commands declares ⌘N itself (the app's own binding wins, as it does for any shortcut the
  /// app declares).
  static func edits(
    manager: WindowManager, kind: SceneList.WindowKind, appEdits: [MenuGroupEdit],
    interactions: InteractionRecord
  ) -> [MenuGroupEdit] {
    func replaced(_ slot: MenuSlot) -> Bool {
      appEdits.contains { $0.slot == slot && $0.position == .replacing }
    }
    let standard: Bool
    if case .standard = kind.defaultCommands { standard = true } else { standard = false }
    var edits: [MenuGroupEdit] = []
    switch kind.role {
    case .windowGroup:
      if standard, !replaced(.newItem) {
        let key = Shortcut("n", modifiers: .command)
        let taken =
          interactions.shortcutTargets.contains { $0.keys == KeySequence(key) }
          || appEdits.contains { edit in
            edit.entries.contains { $0.command?.keys == KeySequence(key) }
          }
        let newWindow = Command(
          id: "file.newWindow", title: "New Window", keys: taken ? nil : KeySequence(key))
        edits.append(MenuGroupEdit(.before, .newItem, entries: [.item(newWindow)]))
      }
      if standard, !replaced(.saveItem), manager.windows.count > 1 {
        let close = Command(
          id: "file.close", title: "Close", shortcut: Shortcut("w", modifiers: .command))
        edits.append(MenuGroupEdit(.before, .saveItem, entries: [.item(close)]))
      }
      if manager.windows.count > 1 { edits.append(windowList(manager)) }
    case .documentGroup:
      if standard, !replaced(.saveItem) {
        let saveAs = Command(id: saveAsID, title: "Save As…", shortcut: saveAsKey)
        edits.append(MenuGroupEdit(.after, .saveItem, entries: [.item(saveAs)]))
      }
      edits.append(windowList(manager))
    case .window, .settings:
      // A single window still leads back to the app's other windows.
      if manager.windows.count > 1 { edits.append(windowList(manager)) }
    }
    return edits
  }

  private static func windowList(_ manager: WindowManager) -> MenuGroupEdit {
    var entries: [MenuEntry] = [
      .item(Command(id: nextWindowID, title: "Next Window", shortcut: nextWindowKey))
    ]
    if !manager.windows.isEmpty { entries.append(.separator) }
    for window in manager.windows {
      let title = window.displayName + (window.document?.isEdited == true ? " — Edited" : "")
      entries.append(
        .command(
          Command(id: showWindowID(window), title: title),
          checked: window.id == manager.activeWindow?.id))
    }
    return MenuGroupEdit(.after, .windowList, entries: entries)
  }

  /// The window manager's items that cannot act right now: all of them while a sheet or
  /// alert is up (it is modal to its window), and those that do not apply to the window.
  static func disabled(
    manager: WindowManager, kind: SceneList.WindowKind, interactions: InteractionRecord
  ) -> Set<CommandID> {
    var disabled: Set<CommandID> = []
    let all = documentItems.union(["file.newWindow", nextWindowID]).union(
      manager.windows.map(showWindowID))
    if manager.panel != nil || !interactions.layers.isEmpty { return all }
    if manager.windows.count < 2 { disabled.insert(nextWindowID) }
    guard kind.role == .documentGroup, let driver = kind.document else {
      if manager.windows.count < 2 { disabled.insert("file.close") }
      return disabled
    }
    if driver.makeNew == nil { disabled.insert("file.new") }
    guard let document = manager.activeWindow?.document else {
      return disabled.union([
        "file.close", "file.save", saveAsID, "file.duplicate", "file.rename", "file.revert",
      ])
    }
    if !driver.isEditable {
      disabled.formUnion(["file.save", saveAsID, "file.duplicate", "file.rename"])
    }
    if document.fileURL == nil || !document.isEdited { disabled.insert("file.revert") }
    return disabled
  }

  /// Registers what each item does.
  static func register(manager: WindowManager, in interactions: InteractionRecord) {
    interactions.commandActions.merge(actions(on: manager)) { _, new in new }
    for window in manager.windows {
      let id = window.id
      interactions.commandActions[showWindowID(window)] = { manager.activate(id) }
    }
  }

  /// The File and Window menus' actions on `manager`, made the first time and kept by it: every
  /// update registers them, and they only ever call the manager.
  private static func actions(on manager: WindowManager) -> [CommandID: @MainActor () -> Void] {
    if let kept = manager.commandActions { return kept }
    // Weak: the manager keeps these actions.
    let actions: [CommandID: @MainActor () -> Void] = [
      "file.newWindow": { [weak manager] in manager?.newWindow() },
      "file.new": { [weak manager] in manager?.newDocument() },
      "file.open": { [weak manager] in manager?.showOpenPanel() },
      "file.close": { [weak manager] in manager?.closeActive() },
      "file.save": { [weak manager] in manager?.save() },
      saveAsID: { [weak manager] in manager?.saveAs() },
      "file.duplicate": { [weak manager] in manager?.duplicate() },
      "file.rename": { [weak manager] in manager?.rename() },
      "file.revert": { [weak manager] in manager?.revert() },
      nextWindowID: { [weak manager] in manager?.cycle() },
    ]
    manager.commandActions = actions
    return actions
  }
}
