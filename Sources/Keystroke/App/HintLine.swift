import KeystrokeCore

/// The line at the bottom of the screen that shows the keys that do something right now,
/// spelled as this terminal needs them pressed: with a menu, the palette or another overlay
/// open, the keys that drive it; otherwise the menu key, the palette key, the frontmost screen's
/// own shortcuts, then the enabled commands of the app's own menus, most relevant first. When
/// the width is short the frame keeps hints by ``Rank`` (``HintFitting``): the screen's own
/// keys outlast the palette's and the menus' commands.
enum HintLine {
  /// One hint: the keys and what they do.
  struct Entry: Equatable {
    var keys: String
    var title: String
    /// How long the hint stays when the line is short of room.
    var rank: Rank = .screen
  }

  /// Which hints a short line keeps: every hint of a rank before any of the next.
  enum Rank: Int, Comparable {
    /// The menu bar's key and the keymap's notice: how to reach everything else.
    case essential
    /// What the screen in front, or the overlay that has the keys, does with a key now.
    case screen
    /// The command palette's key.
    case palette
    /// The enabled commands of the menus, also listed in them.
    case menuCommand

    static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// What has the keys.
  enum Focus: Equatable {
    /// The window: its controls and the menus' commands.
    case window
    /// The window with a control focused whose own keys the line names first.
    case control([Entry])
    /// The window with a text input focused, whose own keys (a search field's ↓ into its
    /// results) the line names first. The input keeps its editing Control and Alt keys
    /// (``TextFieldFocus/keptEditingKeys``): a command whose key on this terminal is one of
    /// them (⌘E pressed as Ctrl+E, ⌘⌫ as Alt+Backspace on a legacy terminal) is not hinted, as
    /// the key edits.
    case textInput([Entry])
    /// An open menu of the menu bar.
    case menu
    /// An open menu of the menu bar with no item enabled now.
    case menuWithNothingEnabled
    /// An open picker or pop-up menu in the window, which has the keys it knows.
    case openList
    /// An open pop-up menu or context menu in the window with no item enabled now.
    case openListWithNothingEnabled
    /// The command palette.
    case palette
    /// The Keyboard Shortcuts editor.
    case shortcutsEditor
    /// A box that only closes (About).
    case overlay
    /// A box of text that scrolls (keymap problems, a key's explanation).
    case textBox
    /// Help › Explain Next Key, waiting for the key to explain.
    case explainsNextKey
  }

  /// What the line says for an open menu with no item enabled now.
  static let nothingEnabled = "Nothing in this menu can be chosen now"

  /// The most hints the line shows from the screen's own controls.
  static let maximumControlHints = 8

  /// The standard menus whose app commands are hinted, in this order, after the app's own
  /// menus.
  static let hintedStandardMenus = ["File", "Edit", "View"]

  /// Keystroke's items that a view on screen brings and that are hinted like the app's own:
  /// Edit › Find… of a `.searchable` view, whose ⌘F nothing on screen shows.
  static let hintedViewItems: Set<CommandID> = [SearchableModifier.findID]

  /// The titles of the standard menus after the app menu.
  static let standardMenuTitles: Set<String> = Set(
    StandardMenu.allCases.filter { $0 != .app }.map { $0.title(appName: "") })

  /// The menus to take hints from, most relevant first: the app's own menus (`CommandMenu`),
  /// then File, Edit and View.
  static func menusByRelevance(_ bar: ResolvedMenuBar) -> [MenuBarMenu] {
    let menus = bar.menus.dropFirst()
    let own = menus.filter { !standardMenuTitles.contains($0.title) }
    let standard = hintedStandardMenus.compactMap { title in menus.first { $0.title == title } }
    return own + standard
  }

  /// The hints for what has the keys.
  @MainActor
  static func entries(
    interactions: InteractionRecord, bar: ResolvedMenuBar, profile: TerminalKeyProfile,
    focus: Focus = .window, keys memo: HintKeysMemo = HintKeysMemo()
  ) -> [Entry] {
    let formatter = formatter(for: profile)
    func key(_ code: KeyCode) -> String { formatter.string(for: Shortcut(code)) }
    switch focus {
    case .menu:
      return [
        Entry(keys: "←→", title: "Menus"), Entry(keys: "↑↓", title: "Items"),
        Entry(keys: key(.return), title: "Choose"), Entry(keys: key(.escape), title: "Close"),
      ]
    case .menuWithNothingEnabled:
      return [
        Entry(keys: "←→", title: "Menus"), Entry(keys: key(.escape), title: "Close"),
        Entry(keys: "", title: nothingEnabled),
      ]
    case .openListWithNothingEnabled:
      return [Entry(keys: key(.escape), title: "Close"), Entry(keys: "", title: nothingEnabled)]
    case .openList:
      return [
        Entry(keys: "↑↓", title: "Items"), Entry(keys: key(.return), title: "Choose"),
        Entry(keys: key(.escape), title: "Close"),
      ]
    case .palette:
      return [
        Entry(keys: "↑↓", title: "Choose"), Entry(keys: key(.return), title: "Run"),
        Entry(keys: key(.escape), title: "Close"),
      ]
    case .shortcutsEditor:
      return [
        Entry(keys: key(.return), title: "Record"),
        Entry(keys: key(.deleteForward), title: "Remove"),
        Entry(keys: formatter.string(for: Shortcut("r", modifiers: .control)), title: "Reset"),
        Entry(keys: key(.tab), title: "Search Keys"), Entry(keys: key(.escape), title: "Close"),
      ]
    case .overlay:
      return [Entry(keys: key(.escape), title: "Close")]
    case .textBox:
      return [Entry(keys: "↑↓", title: "Scroll"), Entry(keys: key(.escape), title: "Close")]
    case .explainsNextKey:
      return [Entry(keys: "Explain:", title: "press any key")]
    case .control(let own):
      return own
        + windowEntries(
          interactions: interactions, bar: bar, profile: profile, memo: memo,
          keepsEditingKeys: false)
    case .textInput(let own):
      return own
        + windowEntries(
          interactions: interactions, bar: bar, profile: profile, memo: memo,
          keepsEditingKeys: true)
    case .window:
      return windowEntries(
        interactions: interactions, bar: bar, profile: profile, memo: memo,
        keepsEditingKeys: false)
    }
  }

  @MainActor
  private static func windowEntries(
    interactions: InteractionRecord, bar: ResolvedMenuBar, profile: TerminalKeyProfile,
    memo: HintKeysMemo, keepsEditingKeys: Bool
  ) -> [Entry] {
    let mapping = interactions.keyMapping(profile: profile)
    let formatter = formatter(for: profile)
    var entries: [Entry] = []
    // Whether the focused text input takes the key `sequence` starts with on this terminal.
    func isKeptByInput(_ sequence: KeySequence) -> Bool {
      guard keepsEditingKeys, let pressed = mapping.pressedKeys(for: sequence)?.first else {
        return false
      }
      return TextFieldFocus.keptEditingKeys.contains(pressed)
        && mapping.declared(forPressed: pressed) != pressed
    }
    // The app-wide commands as the keymap left them, unless their keys reach something else.
    func keys(of id: CommandID) -> String? {
      reachingKeys(of: id, interactions: interactions).flatMap {
        memo.string(for: $0, mapping: mapping, formatter: formatter)
      }
    }
    if let keys = keys(of: MenuBarInteraction.openMenuBarID) {
      entries.append(Entry(keys: keys, title: "Menu", rank: .essential))
    }
    if let keys = keys(of: CommandPalette.openID) {
      entries.append(Entry(keys: keys, title: "Commands", rank: .palette))
    }
    // A handful of short strings: looking through them costs less than hashing each.
    var seen: [String] = []
    seen.reserveCapacity(maximumControlHints + 8)
    let front = interactions.frontLayer
    var controls = 0
    for target in interactions.shortcutTargets where target.isEnabled && target.layer == front {
      guard controls < maximumControlHints, !isKeptByInput(target.keys),
        let keys = memo.string(for: target.keys, mapping: mapping, formatter: formatter),
        !seen.contains(keys)
      else { continue }
      seen.append(keys)
      controls += 1
      entries.append(Entry(keys: keys, title: target.title))
    }
    if let close = closingEscape(interactions: interactions, formatter: formatter) {
      entries.append(close)
    }
    // Then the enabled commands the app itself put in the menus: its own menus first, then
    // those it added to File, Edit and View. Keystroke's standard and window items (Copy, Quit,
    // Save As…) are left to the menus, so they never crowd out the app's.
    for menu in menusByRelevance(bar) {
      for command in menu.commands
      where command.isEnabled && (isAppItem(command.id) || hintedViewItems.contains(command.id)) {
        guard let sequence = command.keys, !isKeptByInput(sequence),
          let keys = memo.string(for: sequence, mapping: mapping, formatter: formatter),
          !seen.contains(keys)
        else { continue }
        seen.append(keys)
        entries.append(Entry(keys: keys, title: command.title, rank: .menuCommand))
      }
    }
    return entries
  }

  /// "Esc Close" for a sheet, popover or alert in front that Escape closes: one that did not
  /// turn dismissal off, with no enabled control of its own on Escape (a cancel button is
  /// hinted under its own title) and no key handler of its own listing Escape.
  @MainActor
  private static func closingEscape(
    interactions: InteractionRecord, formatter: ShortcutFormatter
  ) -> Entry? {
    guard let layer = interactions.frontPresentation, !layer.isDismissDisabled else { return nil }
    let escape = KeySequence(Shortcut(.escape))
    let front = interactions.frontLayer
    for target in interactions.shortcutTargets
    where target.isEnabled && target.layer == front && target.keys.overlaps(escape) {
      return nil
    }
    for handler in interactions.keyHandlers
    where handler.layer == front && handler.keys?.contains(.escape) == true {
      return nil
    }
    return Entry(keys: formatter.string(for: Shortcut(.escape)), title: "Close")
  }

  /// The keys of app-wide command `id`, when pressing them reaches it: no enabled control on
  /// the front screen, menu command or app command before it in dispatch order has the same
  /// keys or a chord sharing their start (a keymap that gives F10 to a menu command leaves
  /// the menu bar key without one). A menu item that is the same command (Help › Search
  /// Commands… for the palette) reaches it too.
  @MainActor static func reachingKeys(of id: CommandID, interactions: InteractionRecord)
    -> KeySequence?
  {
    guard let position = interactions.appCommands.firstIndex(where: { $0.id == id }),
      let keys = interactions.appCommands[position].keys
    else { return nil }
    let front = interactions.frontLayer
    for target in interactions.shortcutTargets
    where target.isEnabled && target.layer == front && target.keys.overlaps(keys) {
      return nil
    }
    let earlier = interactions.menuCommands + interactions.appCommands[..<position]
    // The ids are compared last: most commands' keys differ, and comparing keys costs less.
    for command in earlier
    where command.isEnabled && command.keys?.overlaps(keys) == true && command.id != id {
      return nil
    }
    return keys
  }

  /// Whether `id` names an item the app put in a menu, not one of Keystroke's: its bytes are
  /// compared, since `hasPrefix` compares the strings as Unicode text.
  @MainActor private static func isAppItem(_ id: CommandID) -> Bool {
    id.rawValue.utf8.starts(with: MenuCollector.itemPrefix.utf8)
  }

  /// Glyphs on terminals that report ⌘ (so "⌘1" means the key the user presses), words
  /// elsewhere ("Alt+1").
  static func formatter(for profile: TerminalKeyProfile) -> ShortcutFormatter {
    profile == .kitty ? .symbols : .words
  }
}
