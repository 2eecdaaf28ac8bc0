import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

/// Two tabs with buttons that have shortcuts, one named by `.commandID`, one screen with a
/// navigation title, and a menu command.
private struct ControlsApp: App {
  @State private var log: [String] = []
  @State private var tab = 0

  var body: some Scene {
    WindowGroup {
      TabView(selection: $tab) {
        Tab("Timer", systemImage: "clock", value: 0) {
          VStack(alignment: .leading) {
            Text("Log: \(log.joined(separator: ","))")
            Button("Start") { log.append("start") }.keyboardShortcut("s")
          }
        }
        Tab("Notes", systemImage: "note", value: 1) {
          VStack(alignment: .leading) {
            Text("Notes log: \(log.joined(separator: ","))")
            Button("Add Note") { log.append("add") }
              .keyboardShortcut("a", modifiers: [.command, .shift])
              .commandID("notes.add")
            Button("Archive") { log.append("archive") }.keyboardShortcut("e")
          }
          .navigationTitle("All Notes")
        }
        Tab("Tags", systemImage: "tag", value: 2) {
          VStack(alignment: .leading) {
            Text("Tags log: \(log.joined(separator: ","))")
            Button("Tag") { log.append("tag") }.keyboardShortcut("g")
          }
        }
      }
      .tabViewKeyboardShortcuts()
    }
    .commands {
      CommandMenu("Log") {
        Button("Clear Log") { log = [] }.keyboardShortcut("l")
      }
    }
  }
}

/// Keymap identities for controls in a window's content, and `"when"` naming a screen.
@MainActor
@Suite(.serialized) struct KeymapControlsTests {
  static func host(keymap: String?, columns: Int = 80) throws -> TestHost {
    let directory = TestHost.scratchDirectory(prefix: "keymap-controls")
    if let keymap {
      try keymap.write(toFile: directory + "/keymap.json", atomically: true, encoding: .utf8)
    }
    let host = TestHost(app: ControlsApp.self, columns: columns, rows: 16)
    host.host.configDirectory = directory
    return host
  }

  static func ids(_ host: TestHost, scope: CatalogCommand.Scope) -> [String] {
    host.host.commandCatalog?.commands.filter { $0.scope == scope }.map(\.id.rawValue) ?? []
  }

  @Test func controlsAreNamedByTheirScreenAndTitleOrTheirCommandID() throws {
    let host = try Self.host(keymap: nil)

    #expect(Self.ids(host, scope: .control) == ["Timer/Start"])
    // The Notes tab's controls join once it has been shown, and stay known after.
    try host.play("cmd+2 cmd+1")
    #expect(Self.ids(host, scope: .control) == ["Timer/Start", "notes.add", "All Notes/Archive"])
    #expect(host.host.commandCatalog?.screens == ["Timer", "Notes", "Tags", "All Notes"])
  }

  @Test(arguments: [80, 140])
  func aRemappedControlShowsAndWorksWithItsNewKey(columns: Int) throws {
    let host = try Self.host(
      keymap: #"[{ "key": "f7", "command": "Timer/Start" }]"#, columns: columns)
    #expect(host.host.keymap.diagnostics.isEmpty)
    #expect(host.lines.last?.contains("F7 Start") == true)
    #expect(host.lines.last?.contains("⌘S") == false)
    try host.play("cmd+s")
    #expect(host.row(containing: "Log: start") == nil)
    try host.play("f7")
    #expect(host.row(containing: "Log: start") != nil)
    // The palette shows the new key too.
    try host.play("cmd+shift+p")
    #expect(host.lines.contains { $0.contains("Start") && $0.contains("F7") && $0.contains("│") })
  }

  @Test func removingAControlsKeyLeavesItWithout() throws {
    let host = try Self.host(keymap: #"[{ "command": "-Timer/Start" }]"#)
    try host.play("cmd+s")
    #expect(!host.text.contains("start"))
    #expect(host.lines.last?.contains("Start") == false)
  }

  @Test func aCommandIDNamesAControlOnAnotherScreen() throws {
    let host = try Self.host(
      keymap:
        #"[{ "key": "f6", "command": "notes.add" }, { "key": "f5", "command": "All Notes/Archive" }]"#
    )
    // Not met yet: reported, and fine once the Notes tab has been shown.
    #expect(host.host.keymap.diagnostics.count == 2)
    try host.play("cmd+2")
    #expect(host.host.keymap.diagnostics.isEmpty)
    try host.play("cmd+shift+a f6 f5")
    #expect(host.row(containing: "Notes log: add,archive") != nil)
    #expect(host.lines.last?.contains("F6 Add Note") == true)
  }

  @Test func anEntryForATabNotShownYetWaitsForIt() throws {
    let host = try Self.host(
      keymap: #"[{ "key": "f4", "command": "Tags/Tag" }, { "key": "f3", "command": "Tags/Tga" }]"#)
    // The Tags tab has not been built: neither entry can be checked yet.
    #expect(host.host.keymap.diagnostics.isEmpty)
    try host.play("cmd+3")
    #expect(
      host.host.keymap.diagnostics.map(\.description) == [
        "1:68: no command \"Tags/Tga\" in this app (did you mean \"Tags/Tag\"?)"
      ])
    try host.play("f4")
    #expect(host.row(containing: "Tags log: tag") != nil)
    // With the problem fixed, the notice leaves room for the tab's own key.
    try #"[{ "key": "f4", "command": "Tags/Tag" }]"#.write(
      toFile: try #require(host.host.configDirectory) + "/keymap.json", atomically: true,
      encoding: .utf8)
    host.host.configDirectory = host.host.configDirectory
    #expect(host.host.keymap.diagnostics.isEmpty)
    #expect(host.lines.last?.contains("F4 Tag") == true)
  }

  @Test func aScreenNameInWhenLimitsABindingToThatScreen() throws {
    let host = try Self.host(
      keymap: """
        [
          { "key": "f9", "command": "Log/Clear Log", "when": "Notes" },
          { "key": "f8", "command": "Timer/Start", "when": "!Notes" },
        ]
        """)
    try host.play("f8 f9")
    #expect(host.row(containing: "Log: start") != nil)
    #expect(host.lines.last?.contains("⌘L Clear Log") == true)
    // The tab's title holds on the Notes tab, and so does the navigation title inside it.
    try host.play("cmd+2")
    #expect(host.lines.last?.contains("F9 Clear Log") == true)
    try host.play("f9")
    #expect(host.row(containing: "Notes log:") != nil)
    #expect(!host.text.contains("start"))
    #expect(host.host.keymap.diagnostics.isEmpty)
  }

  @Test func aNavigationTitleIsKnownOnceItsScreenWasShown() throws {
    let host = try Self.host(
      keymap: #"[{ "key": "f8", "command": "Log/Clear Log", "when": "All Notes" }]"#)
    #expect(host.host.keymap.diagnostics.map(\.position.column) == [53])
    try host.play("cmd+2")
    #expect(host.host.keymap.diagnostics.isEmpty)
    #expect(host.lines.last?.contains("F8 Clear Log") == true)
  }

  @Test func anUnknownScreenIsAProblemWithItsPosition() throws {
    let host = try Self.host(
      keymap: """
        [
          { "key": "f9", "command": "Log/Clear Log", "when": "Notez" },
        ]
        """)
    #expect(
      host.host.keymap.diagnostics.map(\.description) == [
        "2:54: unknown context \"Notez\": use \"sheet\", \"textField\" or a screen's name "
          + "(did you mean \"Notes\"?)"
      ])
    #expect(host.lines.last?.hasPrefix("keymap.json 1 problem") == true)
  }

  @Test(arguments: [60, 80, 140])
  func theEditorFillsTheWindowAndListsControls(columns: Int) throws {
    let host = try Self.host(
      keymap: #"[{ "key": "f7", "command": "Timer/Start" }]"#, columns: columns)
    try host.play("cmd+shift+p \"keyboard shortcuts\" enter")
    let top = try #require(host.row(containing: "┌"))
    #expect(host.lines[top].count == columns)
    #expect(host.lines[top + 2].hasPrefix("│ Command"))
    try host.play("\"start\"")
    #expect(host.lines.contains { $0.contains("Timer › Start •") && $0.contains("F7") })
    // The third column needs room: the default keys of a changed command.
    #expect(
      host.lines.contains { $0.contains("Timer › Start •") && $0.contains("default ⌘S") }
        == (columns >= 94))
    #expect(host.text.contains("Esc close"))
  }

  @Test func theEditorSpellsTheKeysOfButtonsOnOtherScreens() throws {
    let host = try Self.host(keymap: nil)
    try host.play("cmd+2 cmd+1 cmd+shift+p \"keyboard shortcuts\" enter \"archive\"")
    #expect(host.lines.contains { $0.contains("All Notes › Archive") && $0.contains("⌘E") })
    #expect(!host.text.contains("unreachable"))
  }

  @Test func explainNextKeyNamesAControlByItsKeymapID() throws {
    let host = try Self.host(keymap: #"[{ "key": "f7", "command": "Timer/Start" }]"#)
    try host.play("cmd+shift+p \"explain next key\" enter f7")
    #expect(host.text.contains(#"control "Timer/Start" "Start" [f7]: fires"#))
  }
}
