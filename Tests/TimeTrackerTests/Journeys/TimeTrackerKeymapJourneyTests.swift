import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke
@testable import TimeTrackerKit

/// A user's keymap.json in the time tracker: Time Entries on a chord, ⌘N removed, the new keys
/// in the menu, the palette and the overview, on kitty and legacy terminals, across a restart.
@MainActor
@Suite(.serialized) struct TimeTrackerKeymapJourneyTests {
  static let keymap = """
    [
      // Time Entries on a chord, and no ⌘N for New Project
      { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
      { "key": "cmd+n", "command": "-File/New Project" },
      { "key": "f6", "command": "timer.toggle" },
    ]
    """

  static func configFolder(keymap: String = keymap) throws -> String {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-keymap")
    try keymap.write(toFile: folder + "/keymap.json", atomically: true, encoding: .utf8)
    return folder
  }

  static func tracker(
    config: String, store: String? = nil, terminal: TerminalKeyProfile = .kitty
  ) -> TrackerHost {
    let app = TrackerHost(columns: 100, rows: 30, terminal: terminal, directory: store)
    app.host.host.configDirectory = config
    return app
  }

  @Test func theUsersKeysReplaceTheDefaultsEverywhere() throws {
    let config = try Self.configFolder()
    let app = Self.tracker(config: config)
    #expect(app.host.host.keymap.diagnostics.isEmpty)
    // ⌘N no longer opens New Project; ⌘3 no longer switches to Time Entries.
    try app.play("cmd+n cmd+3")
    #expect(!app.text.contains("Project name"))
    #expect(!app.text.contains("No time entries yet."))
    try app.play("ctrl+k ctrl+e")
    #expect(app.text.contains("No time entries yet."))
    // The View menu shows the chord.
    try app.play("f10 v")
    #expect(app.lines.contains { $0.contains("Time Entries") && $0.contains("⌃K ⌃E") })
    #expect(app.lines.contains { $0.contains("Timer") && $0.contains("⌘1") })
    // So does the palette.
    try app.play("esc cmd+shift+p \"time entries\"")
    #expect(app.lines.contains { $0.contains("View: Time Entries") && $0.contains("⌃K ⌃E") })
    // And the overview in More, where New Project has no keys left.
    try app.play("esc cmd+4")
    #expect(app.lines.contains { $0.contains("Time Entries") && $0.hasSuffix("⌃K ⌃E") })
    #expect(!app.text.contains("New Project"))
  }

  @Test func theContextMenuShowsTheKeysTheKeymapLeaves() throws {
    let config = try Self.configFolder(
      keymap: """
        [
          { "key": "f2", "command": "Time Entries/Edit…" },
          { "command": "-Time Entries/Delete…" },
        ]
        """)
    let app = Self.tracker(config: config, terminal: .legacy)
    try app.play(EntryContextMenuTests.setUp + " tab shift+f10")
    // The menu's Edit… has the keys its button has now; Delete… has none left.
    let edit = try #require(app.lines.first { $0.contains("│ Edit…") })
    #expect(edit.contains("F2"))
    #expect(!edit.contains("Ctrl+E"))
    let delete = try #require(app.lines.first { $0.contains("│ Delete…") })
    #expect(!delete.contains("Backspace"))
    // The keys shown are the ones that work.
    try app.play("esc f2")
    #expect(app.text.contains("Edit Entry"))
  }

  @Test func aCommandIDSurvivesItsTitleChanging() throws {
    let config = try Self.configFolder(
      keymap: #"[{ "key": "f6", "command": "timer.toggle" }]"#)
    let app = Self.tracker(config: config)
    try app.play(TimeTrackerJourneyTests.setUp + " cmd+1 f6")
    // Start Timer became Stop Timer; its identity and keys stayed.
    try app.play("f10 right right right right")
    #expect(app.lines.contains { $0.contains("Stop Timer") && $0.contains("F6") })
    try app.play("esc f6 cmd+3")
    #expect(app.text.contains("Report"))
  }

  @Test func onALegacyTerminalTheChordAndFallbacksWork() throws {
    let config = try Self.configFolder()
    let app = Self.tracker(config: config, terminal: .legacy)
    try app.play("alt+3")
    #expect(!app.text.contains("No time entries yet."))
    try app.play("ctrl+k ctrl+e")
    #expect(app.text.contains("No time entries yet."))
    try app.play("alt+4")
    #expect(app.lines.contains { $0.contains("Time Entries") && $0.hasSuffix("Ctrl+K Ctrl+E") })
    #expect(app.lines.contains { $0.contains("Projects") && $0.hasSuffix("Alt+2") })
  }

  @Test(arguments: [80, 140])
  func aChordBoundToAButtonWorksOnALegacyTerminal(columns: Int) throws {
    let config = try Self.configFolder(
      keymap: """
        [
          // The Export button on the More tab on a chord; the export sheet's own Export on F5
          { "key": "ctrl+k ctrl+x", "command": "More/Export Entries to CSV…" },
          { "key": "f5", "command": "Export Sheet/Export" },
        ]
        """)
    let app = TrackerHost(columns: columns, rows: 30, terminal: .legacy)
    app.host.host.configDirectory = config
    try app.play("alt+4")
    // The export sheet's button is not known until the sheet has been shown.
    #expect(
      app.host.host.keymap.diagnostics.map(\.message) == [
        "no command \"Export Sheet/Export\" in this app; --list-commands shows them all"
      ])
    // ⇧⌘E's legacy fallback no longer opens the sheet; the chord does.
    try app.play("alt+shift+e")
    #expect(!app.text.contains("an existing file is replaced"))
    try app.play("ctrl+k")
    #expect(app.lines.last?.hasPrefix("Ctrl+K … then  Ctrl+X Export Entries to CSV…") == true)
    try app.play("esc")
    #expect(app.lines.last?.contains("… then") == false)
    #expect(!app.text.contains("an existing file is replaced"))
    try app.play("ctrl+k ctrl+x")
    #expect(app.text.contains("an existing file is replaced"))
    // Shown once, the sheet's button takes its key from the keymap.
    #expect(app.host.host.keymap.diagnostics.isEmpty)
    #expect(app.lines.last?.contains("F5 Export") == true)
  }

  @Test func theThreeSheetsSaveButtonsHaveTheirOwnIDs() throws {
    let app = TrackerHost()
    // New Project (a sheet for an item), then the export sheet, which opens with isPresented.
    try app.play("cmd+n esc cmd+4 cmd+shift+e esc")
    let ids =
      app.host.host.commandCatalog?.commands.filter { $0.scope == .control }
      .map(\.id.rawValue) ?? []
    #expect(ids.contains("Name Sheet/Save"))
    #expect(ids.contains("Export Sheet/Export"))
    // The entry editor is known before it has been shown: the New Entry sheet is presented
    // with isPresented, so the listing builds it.
    #expect(!ids.contains("Controls/Save"))
    let listed = CommandListing.rows(TimeTrackerApp.self, options: LaunchOptions()).rows
      .filter { $0.scope == "control" }.map(\.id)
    #expect(listed.contains("Entry Editor/Save"))
    #expect(listed.contains("Export Sheet/Export"))
  }

  @Test func theKeymapSurvivesARestart() throws {
    let config = try Self.configFolder()
    let store = TestHost.scratchDirectory(prefix: "time-tracker-keymap-store")
    let first = Self.tracker(config: config, store: store)
    try first.play("ctrl+k ctrl+e")
    #expect(first.text.contains("No time entries yet."))
    let second = Self.tracker(config: config, store: store)
    try second.play("cmd+4")
    #expect(second.lines.contains { $0.contains("Time Entries") && $0.hasSuffix("⌃K ⌃E") })
  }

  @Test func aBrokenEntryKeepsItsDefaultAndIsReported() throws {
    let config = try Self.configFolder(
      keymap: """
        [
          { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
          { "key": "ctrl+i", "command": "View/Projects" },
        ]
        """)
    let app = Self.tracker(config: config, terminal: .legacy)
    #expect(
      app.host.host.keymap.diagnostics.map(\.description) == [
        "3:12: ctrl+i cannot be sent by this terminal (legacy): Ctrl+I sends 09, the byte of Tab"
      ])
    #expect(app.lines.last?.hasPrefix("keymap.json 1 problem, see Help › Keymap Problems") == true)
    try app.play("alt+2")
    #expect(app.text.contains("New Project (File menu) creates one"))
  }

  @Test(arguments: [80, 140])
  func buttonsOnScreensFollowTheKeymapInTheHintLineAndPalette(columns: Int) throws {
    let store = TestHost.scratchDirectory(prefix: "time-tracker-keymap-store")
    let first = TrackerHost(columns: columns, directory: store)
    try first.play(EntryContextMenuTests.setUp)
    let config = try Self.configFolder(
      keymap: """
        [
          { "key": "f6", "command": "timer.toggle" },       // the menu item and the button
          { "key": "f2", "command": "Time Entries/Edit…" }, // a button on the Time Entries tab
        ]
        """)
    let app = TrackerHost(columns: columns, directory: store)
    app.host.host.configDirectory = config
    try app.play("cmd+1")
    #expect(app.lines.last?.contains("F6 Start Timer") == true)
    #expect(app.lines.last?.contains("⌘R") == false)
    try app.play("cmd+3 tab")
    #expect(app.host.host.keymap.diagnostics.isEmpty)
    #expect(app.lines.last?.contains("F2 Edit…") == true)
    try app.play("cmd+e")
    #expect(!app.text.contains("Edit Entry"))
    try app.play("f2")
    #expect(app.text.contains("Edit Entry"))
    try app.play("esc cmd+shift+p \"edit\"")
    #expect(app.lines.contains { $0.contains("Edit…") && $0.contains("F2") })
    // The overview in More lists the button's new key too.
    try app.play("esc esc cmd+4")
    #expect(app.lines.contains { $0.contains("Start Timer") && $0.hasSuffix("F6") })
  }
}
