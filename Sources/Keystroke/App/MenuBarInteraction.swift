import KeystrokeCore

/// Keyboard control of the menu bar: F10 opens it; while open, ←/→ change menu (or a letter
/// opens the menu it begins), ↑/↓ move through the items, Return chooses, Escape or F10
/// closes.
@MainActor
struct MenuBarInteraction {
  /// The command that opens the menu bar.
  static let openMenuBarID: CommandID = "keystroke.openMenuBar"
  /// The key that opens the menu bar.
  static let openMenuBarKey = Shortcut(.function(10))

  let bar: ResolvedMenuBar
  let state: AppRuntimeState
  let invalidation: any ChangeSignal

  /// An item of an open menu as the user sees it: what it runs and what it says.
  struct ItemKey: Equatable {
    let id: CommandID
    let title: String
  }

  /// Keeps the open menu's highlight on the item it was on when the menu's items change while
  /// it is open (a resize that puts the sidebar's tabs in the View menu in another order, an
  /// item added or removed): found again by its id and title, else by its title (a tab's
  /// command is named by its place, so the same id may now select another tab), else by its
  /// id, else kept in range. Closes a menu that no longer exists.
  static func settleHighlight(bar: ResolvedMenuBar, state: AppRuntimeState) {
    guard let open = state.openMenu else {
      state.shownMenuItems = nil
      return
    }
    guard bar.menus.indices.contains(open) else {
      state.openMenu = nil
      state.shownMenuItems = nil
      return
    }
    let items = selectableEntries(of: bar.menus[open]).map { ItemKey(id: $0.id, title: $0.title) }
    if let shown = state.shownMenuItems, shown.menu == open, shown.items != items,
      shown.items.indices.contains(state.highlightedEntry)
    {
      let was = shown.items[state.highlightedEntry]
      state.highlightedEntry =
        items.firstIndex(of: was) ?? items.firstIndex { $0.title == was.title }
        ?? items.firstIndex { $0.id == was.id } ?? state.highlightedEntry
    }
    state.highlightedEntry = min(max(0, state.highlightedEntry), max(0, items.count - 1))
    state.shownMenuItems = (open, items)
  }

  /// The entries of a menu that can be highlighted, with submenu items flattened in.
  static func selectableEntries(of menu: MenuBarMenu) -> [Command] {
    func commands(in entries: [MenuEntry], enabled: Bool) -> [Command] {
      entries.flatMap { entry -> [Command] in
        switch entry {
        case .command(var command, _):
          command.isEnabled = command.isEnabled && enabled
          return [command]
        case .separator: return []
        case .submenu(let submenu):
          return commands(in: submenu.entries, enabled: enabled && submenu.isEnabled)
        }
      }
    }
    return commands(in: menu.entries, enabled: true)
  }

  /// Registers the menu bar's app command, the quit action and, while a menu is open, the
  /// modal key handler.
  func register(in interactions: InteractionRecord, quit: @escaping @MainActor () -> Void) {
    let state = self.state
    let bar = self.bar
    let invalidation = self.invalidation
    interactions.appCommands.append(
      Command(id: Self.openMenuBarID, title: "Open Menu Bar", shortcut: Self.openMenuBarKey))
    interactions.commandActions[Self.openMenuBarID] = {
      guard !bar.menus.isEmpty else { return }
      state.openMenu = 0
      state.highlightedEntry = Self.firstEnabled(in: bar.menus[0], from: 0, step: 1) ?? 0
      invalidation.raise()
    }
    interactions.commandActions["app.quit"] = quit
    guard let open = state.openMenu, bar.menus.indices.contains(open) else {
      state.openMenu = nil
      return
    }
    let actions = interactions.commandActions
    interactions.modalKeyHandler = { key in
      defer { invalidation.raise() }
      return Self.handle(key, bar: bar, state: state, open: open, actions: actions)
    }
  }

  private static func handle(
    _ key: KeyPress, bar: ResolvedMenuBar, state: AppRuntimeState, open: Int,
    actions: [CommandID: @MainActor () -> Void]
  ) -> KeyPress.Result {
    let items = selectableEntries(of: bar.menus[open])
    guard key.modifiers.subtracting(.shift).isEmpty else { return .handled }
    switch key.key.keyCode {
    case .escape, .function(10):
      state.openMenu = nil
    case .leftArrow, .rightArrow:
      let step = key.key.keyCode == .leftArrow ? bar.menus.count - 1 : 1
      let next = (open + step) % bar.menus.count
      state.openMenu = next
      state.highlightedEntry = firstEnabled(in: bar.menus[next], from: 0, step: 1) ?? 0
    case .upArrow, .downArrow:
      let step = key.key.keyCode == .upArrow ? -1 : 1
      if let next = firstEnabled(
        in: bar.menus[open], from: state.highlightedEntry + step, step: step)
      {
        state.highlightedEntry = next
      }
    case .home, .end:
      // The first or last enabled item.
      let last = key.key.keyCode == .end
      if let next = firstEnabled(
        in: bar.menus[open], from: last ? items.count - 1 : 0, step: last ? -1 : 1)
      {
        state.highlightedEntry = next
      }
    case .pageUp, .pageDown:
      // A page is the rows the open menu shows; the nearest enabled item at the page's end.
      let down = key.key.keyCode == .pageDown
      let page = max(1, state.menuRowsShown)
      let target =
        down
        ? min(items.count - 1, state.highlightedEntry + page)
        : max(0, state.highlightedEntry - page)
      if !items.isEmpty,
        let next = firstEnabled(in: bar.menus[open], from: target, step: down ? -1 : 1)
      {
        state.highlightedEntry = next
      }
    case .return, .space:
      guard items.indices.contains(state.highlightedEntry) else { return .handled }
      let command = items[state.highlightedEntry]
      guard command.isEnabled else { return .handled }
      state.openMenu = nil
      actions[command.id]?()
    default:
      if case .character(let letter) = key.key.keyCode, letter.isLetter {
        // A letter opens the next menu whose title starts with it (F10 V opens View).
        let count = bar.menus.count
        for offset in 1...count {
          let index = (open + offset) % count
          if bar.menus[index].title.lowercased().first == Character(letter.lowercased()) {
            state.openMenu = index
            state.highlightedEntry = firstEnabled(in: bar.menus[index], from: 0, step: 1) ?? 0
            break
          }
        }
      }
    }
    return .handled
  }

  /// What a mouse click on the menu bar's area hits.
  enum Hit: Equatable {
    /// A menu's title on the bar.
    case title(Int)
    /// An item of the open menu, by its position among the selectable items.
    case item(Int)
    /// Another part of the open menu (its border, a separator).
    case menu
    /// Neither the bar's titles nor the open menu.
    case outside
  }

  /// Handles a left click: a title opens its menu (or closes it when it is the open one), an
  /// enabled item runs, a click elsewhere closes the open menu.
  ///
  /// - Returns: Whether the menu bar took the click; a click outside with no menu open is left
  ///   to the window's views.
  func click(_ hit: Hit, actions: [CommandID: @MainActor () -> Void]) -> Bool {
    defer { invalidation.raise() }
    switch hit {
    case .title(let index):
      guard bar.menus.indices.contains(index) else { return true }
      if state.openMenu == index {
        state.openMenu = nil
      } else {
        state.openMenu = index
        state.highlightedEntry = Self.firstEnabled(in: bar.menus[index], from: 0, step: 1) ?? 0
      }
    case .item(let position):
      guard let open = state.openMenu, bar.menus.indices.contains(open) else { return true }
      let items = Self.selectableEntries(of: bar.menus[open])
      guard items.indices.contains(position), items[position].isEnabled else { return true }
      state.openMenu = nil
      actions[items[position].id]?()
    case .menu:
      break
    case .outside:
      guard state.openMenu != nil else { return false }
      state.openMenu = nil
    }
    return true
  }

  /// The first enabled item at or after `start` going in `step`'s direction, wrapping.
  static func firstEnabled(in menu: MenuBarMenu, from start: Int, step: Int) -> Int? {
    let items = selectableEntries(of: menu)
    guard !items.isEmpty else { return nil }
    for offset in 0..<items.count {
      let index = ((start + offset * step) % items.count + items.count) % items.count
      if items[index].isEnabled { return index }
    }
    return nil
  }
}
