import Testing

@testable import KeystrokeCore

/// Keymap entries for controls on screens (a button's `.keyboardShortcut`) and `"when"`
/// conditions naming a screen.
@Suite struct KeymapControlsAndScreensTests {
  static func control(_ id: CommandID, _ title: String, _ keys: String) throws -> Command {
    var command = Command(id: id, title: title, keys: try KeySequence(parsing: keys))
    command.stableID = id
    return command
  }

  static func catalog() throws -> CommandCatalog {
    CommandCatalog(
      menuBar: KeymapTests.bar, appCommands: [KeymapTests.palette],
      controls: [
        try control("Timer/Start Timer", "Start Timer", "cmd+r"),
        try control("Time Entries/Edit…", "Edit…", "cmd+e"),
        try control("Projects/Edit…", "Edit…", "cmd+e"),
        // The same identity as the Timer menu's command: listed once, as the menu's.
        try control("timer.toggle", "Start Timer", "cmd+r"),
      ],
      screens: ["Timer", "Projects", "Time Entries", "More"])
  }

  static func keymap(_ text: String, profile: TerminalKeyProfile = .kitty) throws -> Keymap {
    Keymap(file: KeymapParser.parse(text), catalog: try catalog(), profile: profile)
  }

  @Test func controlsAreListedAfterTheMenusOnceEach() throws {
    let catalog = try Self.catalog()
    #expect(
      catalog.commands.filter { $0.scope == .control }.map(\.id) == [
        "Timer/Start Timer", "Time Entries/Edit…", "Projects/Edit…",
      ])
    #expect(catalog.commands(withID: "timer.toggle").map(\.scope) == [.menu])
    #expect(catalog.commands.last?.scope == .app)
  }

  @Test func aControlTakesAKeyOrAChord() throws {
    let keymap = try Self.keymap(
      """
      [
        { "key": "f7", "command": "Timer/Start Timer" },
        { "key": "ctrl+k ctrl+d", "command": "Projects/Edit…" },
        { "key": "cmd+e", "command": "-Time Entries/Edit…" },
      ]
      """)
    #expect(keymap.diagnostics.isEmpty)
    let start = try KeySequence(parsing: "cmd+r")
    #expect(
      keymap.keys(for: "Timer/Start Timer", defaults: start, on: .kitty)
        == KeySequence(Shortcut(.function(7))))
    #expect(
      keymap.keys(for: "Projects/Edit…", defaults: start, on: .kitty)
        == (try KeySequence(parsing: "ctrl+k ctrl+d")))
    #expect(keymap.keys(for: "Time Entries/Edit…", defaults: start, on: .kitty) == nil)
  }

  @Test func aScreenNameLimitsAnEntryToThatScreen() throws {
    let keymap = try Self.keymap(
      """
      [
        { "key": "ctrl+t", "command": "View/Timer", "when": "Time Entries" },
        { "key": "alt+n", "command": "File/New Project", "when": "!Projects" },
      ]
      """)
    #expect(keymap.diagnostics.isEmpty)
    let timer = try KeySequence(parsing: "cmd+1")
    #expect(keymap.keys(for: "View/Timer", defaults: timer, on: .kitty) == timer)
    #expect(
      keymap.keys(for: "View/Timer", defaults: timer, on: .kitty, in: [.screen("Time Entries")])
        == (try KeySequence(parsing: "ctrl+t")))
    let new = try KeySequence(parsing: "cmd+n")
    #expect(
      keymap.keys(for: "File/New Project", defaults: new, on: .kitty, in: [.screen("Projects")])
        == new)
    #expect(
      keymap.keys(for: "File/New Project", defaults: new, on: .kitty, in: [.screen("Timer")])
        == (try KeySequence(parsing: "alt+n")))
  }

  @Test(arguments: [
    (
      #"{ "key": "ctrl+t", "command": "View/Timer", "when": "time entries" }"#,
      "unknown context \"time entries\": use \"sheet\", \"textField\" or a screen's name "
        + "(did you mean \"Time Entries\"?)", 55
    ),
    (
      #"{ "key": "ctrl+t", "command": "View/Timer", "when": "!Projcts" }"#,
      "unknown context \"Projcts\": use \"sheet\", \"textField\" or a screen's name "
        + "(did you mean \"Projects\"?)", 55
    ),
    (
      #"{ "key": "ctrl+t", "command": "View/Timer", "when": "dialog" }"#,
      "unknown context \"dialog\": use \"sheet\", \"textField\" or a screen's name; "
        + "this app's screens: \"Timer\", \"Projects\", \"Time Entries\", \"More\"", 55
    ),
  ])
  func anUnknownContextIsReportedWhereItIs(entry: String, message: String, column: Int) throws {
    let keymap = try Self.keymap("[\n  \(entry)\n]")
    #expect(
      keymap.diagnostics == [KeymapDiagnostic(message, at: SourcePosition(line: 2, column: column))]
    )
    #expect(keymap.entries.isEmpty)
  }

  @Test func reservedWordsWinOverScreensOfTheSameName() {
    #expect(KeymapContext(parsing: "sheet")?.name == .sheet)
    #expect(KeymapContext(parsing: " !textField ")?.name == .textField)
    #expect(KeymapContext(parsing: "Time Entries")?.name == .screen("Time Entries"))
    #expect(KeymapContext(parsing: "!Time Entries")?.description == "!Time Entries")
    #expect(KeymapContext(parsing: "  ") == nil)
  }

  @Test func theEditorListsControlsAndNeverPitsTwoControlsAgainstEachOther() throws {
    let table = ShortcutsTable(catalog: try Self.catalog(), keymap: .empty, profile: .kitty)
    let edit = try #require(table.rows.first { $0.id == "Time Entries/Edit…" })
    #expect(edit.title == "Time Entries › Edit…")
    #expect(edit.isControl)
    #expect(edit.conflicts.isEmpty)
    let start = try #require(table.rows.first { $0.id == "Timer/Start Timer" })
    // The control's ⌘R shadows the Timer menu's.
    #expect(!start.conflicts.isEmpty)
    #expect(table.owner(of: try KeySequence(parsing: "cmd+e"), except: "Projects/Edit…") == nil)
    #expect(
      table.owner(of: try KeySequence(parsing: "cmd+e"), except: "File/Open…")?.id
        == "Time Entries/Edit…")
  }

  @Test func aControlOfAScreenNotBuiltYetIsNotReportedUntilItIs() throws {
    let text =
      #"[{ "key": "f4", "command": "More/Export" }, { "key": "f3", "command": "Mroe/Export" }]"#
    let pending = CommandCatalog(
      menuBar: KeymapTests.bar, screens: ["Timer", "More"], pendingScreens: ["More"])
    #expect(pending.isPending("More/Export"))
    #expect(!pending.isPending("Timer/Start Timer"))
    let keymap = Keymap(file: KeymapParser.parse(text), catalog: pending, profile: .kitty)
    #expect(keymap.diagnostics.map(\.position.column) == [71])
    #expect(keymap.entries.map(\.command) == ["More/Export"])
    let built = CommandCatalog(menuBar: KeymapTests.bar, screens: ["Timer", "More"])
    #expect(
      Keymap(file: KeymapParser.parse(text), catalog: built, profile: .kitty).diagnostics.count
        == 2)
  }
}
