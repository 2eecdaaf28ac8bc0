import Testing

@testable import KeystrokeCore

@Suite struct KeymapTests {
  static let bar = ResolvedMenuBar(menus: [
    MenuBarMenu(
      title: "File", standardMenu: .file,
      entries: [
        .item(
          Command(id: "item.1", title: "New Project", shortcut: Shortcut("n", modifiers: .command))),
        .item(Command(id: "item.2", title: "Open…")),
      ]),
    MenuBarMenu(
      title: "View", standardMenu: .view,
      entries: [
        .item(Command(id: "tab.1", title: "Timer", shortcut: Shortcut("1", modifiers: .command))),
        .item(
          Command(id: "tab.3", title: "Time Entries", shortcut: Shortcut("3", modifiers: .command))),
        .submenu(
          MenuSubmenu(title: "Sort By", entries: [.item(Command(id: "item.9", title: "Name"))])),
      ]),
    MenuBarMenu(
      title: "Timer", standardMenu: nil,
      entries: [.item(toggle)]),
  ])
  static var toggle: Command {
    var command = Command(
      id: "item.5", title: "Start Timer", shortcut: Shortcut("r", modifiers: .command))
    command.stableID = "timer.toggle"
    return command
  }
  static let palette = Command(
    id: "keystroke.commandPalette", title: "Command Palette",
    shortcut: Shortcut("p", modifiers: [.command, .shift]))
  static let catalog = CommandCatalog(menuBar: bar, appCommands: [palette])

  static func keymap(_ text: String, profile: TerminalKeyProfile = .kitty) -> Keymap {
    Keymap(file: KeymapParser.parse(text), catalog: catalog, profile: profile)
  }

  @Test func identitiesAreMenuPathsUnlessTheAppSetOne() {
    #expect(
      Self.catalog.commands.map(\.id) == [
        "File/New Project", "File/Open…", "View/Timer", "View/Time Entries", "View/Sort By/Name",
        "timer.toggle", "keystroke.commandPalette",
      ])
    #expect(Self.catalog.commands.map(\.scope.rawValue).suffix(2) == ["menu", "app"])
    #expect(Self.catalog.commands[4].menuPath == ["View", "Sort By"])
  }

  @Test func bindsRemovesAndAppliesToTheMenuBar() throws {
    let keymap = Self.keymap(
      """
      [
        { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
        { "key": "cmd+n", "command": "-File/New Project" },
        { "key": "alt+o", "command": "File/Open…" },
        { "key": "f5", "command": "keystroke.commandPalette" },
      ]
      """)
    #expect(keymap.diagnostics.isEmpty)
    let bar = keymap.applied(to: Self.bar, on: .kitty)
    #expect(bar.command("tab.3")?.keys == (try KeySequence(parsing: "ctrl+k ctrl+e")))
    #expect(bar.command("item.1")?.keys == nil)
    #expect(bar.command("item.2")?.keys == (try KeySequence(parsing: "alt+o")))
    #expect(bar.command("tab.1")?.keys == (try KeySequence(parsing: "cmd+1")))
    #expect(
      keymap.applied(to: [Self.palette], on: .kitty)[0].keys == KeySequence(Shortcut(.function(5))))
  }

  @Test func contextsAndTerminalsDecideWhenAnEntryApplies() throws {
    let keymap = Self.keymap(
      """
      [
        { "key": "alt+t", "command": "timer.toggle", "terminal": "legacy" },
        { "key": "ctrl+e", "command": "View/Time Entries", "when": "!textField" },
      ]
      """)
    #expect(keymap.diagnostics.isEmpty)
    let defaults = KeySequence(Shortcut("r", modifiers: .command))
    #expect(keymap.keys(for: "timer.toggle", defaults: defaults, on: .kitty) == defaults)
    #expect(
      keymap.keys(for: "timer.toggle", defaults: defaults, on: .legacy)
        == (try KeySequence(parsing: "alt+t")))
    let entries = KeySequence(Shortcut("3", modifiers: .command))
    #expect(
      keymap.keys(for: "View/Time Entries", defaults: entries, on: .kitty, in: [.textField])
        == entries)
    #expect(keymap.keys(for: "View/Time Entries", defaults: entries, on: .kitty) != entries)
  }

  @Test(arguments: [
    (
      #"{ "key": "ctrl+e", "command": "View/Time Entry" }"#,
      "no command \"View/Time Entry\" in this app (did you mean \"View/Time Entries\"?)", 31
    ),
    (
      #"{ "key": "ctrl+e", "command": "time entries" }"#,
      "no command \"time entries\" in this app (did you mean \"View/Time Entries\"?)", 31
    ),
    (
      #"{ "key": "ctrl+e", "command": "Nothing/Like/This" }"#,
      "no command \"Nothing/Like/This\" in this app; --list-commands shows them all", 31
    ),
    (
      #"{ "key": "cmd+x", "command": "-File/New Project" }"#,
      "cmd+x is not a key of \"File/New Project\": its keys are cmd+n", 10
    ),
    (
      #"{ "key": "cmd+x", "command": "-File/Open…" }"#,
      "cmd+x is not a key of \"File/Open…\": it has no keys", 10
    ),
    (
      #"{ "key": "ctrl+c", "command": "File/Open…" }"#,
      "ctrl+c cannot be sent by this terminal (kitty): Ctrl+C is kept for quitting: it always lets the user leave",
      10
    ),
  ])
  func checksAgainstTheApp(entry: String, message: String, column: Int) {
    let keymap = Self.keymap("[\n\(entry)\n]")
    #expect(
      keymap.diagnostics == [KeymapDiagnostic(message, at: SourcePosition(line: 2, column: column))]
    )
    #expect(keymap.entries.isEmpty)
  }

  @Test func duplicateBindingsKeepTheFirstAndReportTheSecond() {
    let keymap = Self.keymap(
      """
      [
        { "key": "ctrl+e", "command": "View/Time Entries" },
        { "key": "ctrl+e", "command": "View/Timer" },
        { "key": "ctrl+t", "command": "View/Time Entries" },
        { "key": "ctrl+e", "command": "View/Timer", "when": "sheet" },
      ]
      """)
    #expect(
      keymap.diagnostics.map(\.description) == [
        "3:12: ctrl+e is already bound to \"View/Time Entries\" at 2:12",
        "4:12: \"View/Time Entries\" is already bound at 2:12; a command has one shortcut, so this entry is ignored",
      ])
    #expect(keymap.entries.count == 2)
  }

  @Test func keysATerminalCannotSendAreCheckedForThatTerminal() {
    let text = #"[{ "key": "ctrl+i", "command": "File/Open…" }]"#
    #expect(Self.keymap(text, profile: .kitty).diagnostics.isEmpty)
    let legacy = Self.keymap(text, profile: .legacy)
    #expect(legacy.entries.isEmpty)
    #expect(
      legacy.diagnostics.map(\.message) == [
        "ctrl+i cannot be sent by this terminal (legacy): Ctrl+I sends 09, the byte of Tab"
      ])
    let onlyKitty = Self.keymap(
      #"[{ "key": "ctrl+i", "command": "File/Open…", "terminal": "kitty" }]"#, profile: .legacy)
    #expect(onlyKitty.diagnostics.isEmpty)
  }

  /// The framework's menu bar key with the catalog, as an app has it.
  static let openMenuBar = Command(
    id: "keystroke.openMenuBar", title: "Open Menu Bar", shortcut: Shortcut(.function(10)))
  static let frameworkCatalog = CommandCatalog(menuBar: bar, appCommands: [openMenuBar, palette])

  @Test func anEntryTakingTheFrameworksKeysIsAConflictAtThatEntry() {
    let menuKey = Keymap(
      file: KeymapParser.parse(
        """
        [
          { "key": "f10", "command": "View/Time Entries" },
        ]
        """), catalog: Self.frameworkCatalog, profile: .legacy)
    #expect(menuKey.diagnostics.count == 1)
    #expect(menuKey.diagnostics.first?.position == SourcePosition(line: 2, column: 12))
    #expect(
      menuKey.diagnostics.first?.message.contains(
        "\"Open Menu Bar\" in app commands never fires") == true)
    // The entry still applies: it takes the key, as the editor does.
    #expect(menuKey.entries.count == 1)
    // Alt+Shift+P is how a legacy terminal presses the palette's ⌘⇧P; taken, it has none.
    let paletteKey = Keymap(
      file: KeymapParser.parse(#"[{ "key": "alt+shift+p", "command": "File/Open…" }]"#),
      catalog: Self.frameworkCatalog, profile: .legacy)
    #expect(paletteKey.diagnostics.map(\.position) == [SourcePosition(line: 1, column: 11)])
    #expect(
      paletteKey.diagnostics.first?.message.contains(
        "\"Command Palette\" on shift+cmd+p cannot be pressed") == true)
    // The app's own conflicts (two commands on ⌘N) are not the file's.
    let twice = ResolvedMenuBar(menus: [
      MenuBarMenu(
        title: "File", standardMenu: .file,
        entries: [
          .item(Command(id: "item.1", title: "New", shortcut: Shortcut("n", modifiers: .command))),
          .item(
            Command(id: "item.2", title: "Nouveau", shortcut: Shortcut("n", modifiers: .command))),
          .item(Command(id: "item.3", title: "Open…")),
        ])
    ])
    let unrelated = Keymap(
      file: KeymapParser.parse(#"[{ "key": "f5", "command": "File/Open…" }]"#),
      catalog: CommandCatalog(menuBar: twice), profile: .kitty)
    #expect(unrelated.diagnostics.isEmpty)
  }

  @Test func aSingleKeyThatStartsAnotherEntrysChordIsAConflict() {
    let keymap = Self.keymap(
      """
      [
        { "key": "ctrl+k", "command": "File/Open…" },
        { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
      ]
      """)
    #expect(keymap.diagnostics.map(\.position) == [SourcePosition(line: 3, column: 12)])
    #expect(
      keymap.diagnostics.first?.message.contains(
        "so the chord ctrl+k ctrl+e of \"Time Entries\" can never be completed") == true)
  }
}
