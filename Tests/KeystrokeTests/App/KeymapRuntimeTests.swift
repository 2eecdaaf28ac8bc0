import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct CounterApp: App {
  @State private var count = 0
  @State private var showsSheet = false

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Count \(count)")
        KeyboardShortcutsView()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Counter") {
        Button("Increment") { count += 1 }.keyboardShortcut("i")
        Button(count == 0 ? "Reset (nothing to reset)" : "Reset") { count = 0 }
          .keyboardShortcut("0").commandID("counter.reset")
      }
    }
  }
}

/// The keymap file in a running app: identities, binding, removing, live reload, problems.
@MainActor
@Suite(.serialized) struct KeymapRuntimeTests {
  static func host(keymap: String?) throws -> (TestHost, String) {
    let directory = TestHost.scratchDirectory(prefix: "keymaps-runtime")
    if let keymap {
      try keymap.write(toFile: directory + "/keymap.json", atomically: true, encoding: .utf8)
    }
    let host = TestHost(app: CounterApp.self, columns: 80, rows: 16)
    host.host.configDirectory = directory
    return (host, directory)
  }

  @Test func commandsHaveStableIdentities() throws {
    let (host, _) = try Self.host(keymap: nil)
    let ids = host.host.commandCatalog?.commands.map(\.id.rawValue) ?? []
    #expect(ids.contains("Counter/Increment"))
    #expect(ids.contains("counter.reset"))
    #expect(ids.contains("Edit/Undo"))
    #expect(ids.contains("keystroke.commandPalette"))
    #expect(!ids.contains { $0.hasPrefix("Counter/Reset") })
  }

  @Test func aChordReplacesTheDefaultKeysEverywhere() throws {
    let (host, _) = try Self.host(
      keymap: #"[{ "key": "ctrl+k ctrl+i", "command": "Counter/Increment" }]"#)
    try host.play("cmd+i")
    #expect(host.text.contains("Count 0"))
    try host.play("ctrl+k ctrl+i ctrl+k ctrl+i")
    #expect(host.text.contains("Count 2"))
    // The overview, the menu and the palette show the chord.
    #expect(host.lines.contains { $0.contains("Increment") && $0.hasSuffix("⌃K ⌃I") })
    try host.play("f10 right right right right")
    #expect(host.lines.contains { $0.contains("Increment") && $0.contains("⌃K ⌃I") })
    try host.play("esc cmd+shift+p \"incr\"")
    #expect(host.lines.contains { $0.contains("Counter: Increment") && $0.contains("⌃K ⌃I") })
  }

  @Test func removingADefaultLeavesTheCommandWithoutKeys() throws {
    let (host, _) = try Self.host(
      keymap: """
        [
          { "key": "cmd+i", "command": "-Counter/Increment" },
          { "key": "f5", "command": "counter.reset" }, // by its .commandID
        ]
        """)
    try host.play("cmd+i")
    #expect(host.text.contains("Count 0"))
    #expect(!host.lines.contains { $0.contains("Increment") && $0.hasSuffix("⌘I") })
    #expect(host.lines.contains { $0.contains("Reset") && $0.hasSuffix("F5") })
  }

  @Test func editsToTheFileApplyWhileTheAppRuns() throws {
    let (host, directory) = try Self.host(keymap: nil)
    try host.play("cmd+i")
    #expect(host.text.contains("Count 1"))
    try #"[{ "key": "alt+i", "command": "Counter/Increment" }]"#.write(
      toFile: directory + "/keymap.json", atomically: true, encoding: .utf8)
    try host.play("cmd+i alt+i")
    #expect(host.text.contains("Count 2"))
    try FileManager.default.removeItem(atPath: directory + "/keymap.json")
    try host.play("cmd+i")
    #expect(host.text.contains("Count 3"))
  }

  @Test func aBrokenFileKeepsTheDefaultsAndSaysWhy() throws {
    let (host, _) = try Self.host(
      keymap: """
        [
          { "key": "ctrl+nope", "command": "Counter/Increment" },
          { "key": "alt+z", "command": "Counter/Incremnt" },
        """)
    try host.play("cmd+i")
    #expect(host.text.contains("Count 1"))
    let notice = try #require(host.lines.last)
    #expect(notice.hasPrefix("keymap.json 3 problems, see Help › Keymap Problems"))
    try host.play("cmd+shift+p \"keymap problems\" enter")
    #expect(host.text.contains("2:18 unknown key \"nope\""))
    #expect(host.text.contains("3:32 no command \"Counter/Incremnt\" in this app (did you"))
    #expect(host.text.contains("3:53 missing \"]\" at the end of the file"))
    try host.play("esc")
    #expect(!host.text.contains("unknown key"))
  }

  /// A keymap that parses but names a command the app lacks has a problem only the check
  /// against the app's commands finds, after the menu bar is resolved. Help lists Keymap
  /// Problems… in that same update, and the item goes in the update that fixes the file,
  /// with no update asked for afterwards.
  @Test func helpListsAProblemFoundAgainstTheCommandsInTheSameUpdate() throws {
    let (host, directory) = try Self.host(
      keymap: #"[{ "key": "alt+z", "command": "Counter/Incremnt" }]"#)
    let problems = KeymapRuntime.problemsID
    #expect(host.host.keymap.diagnostics.count == 1)
    #expect(host.host.menuBar?.commands.contains { $0.id == problems } == true)
    #expect(!host.host.needsUpdate)
    try #"[{ "key": "alt+z", "command": "Counter/Increment" }]"#.write(
      toFile: directory + "/keymap.json", atomically: true, encoding: .utf8)
    host.host.update(force: true)
    #expect(host.host.keymap.diagnostics.isEmpty)
    #expect(host.host.menuBar?.commands.contains { $0.id == problems } == false)
    #expect(!host.host.needsUpdate)
  }

  /// An entry that takes the framework's keys (F10, the palette's) is a problem, as the
  /// editor says, and the hint line stops offering those keys for what they no longer do.
  @Test func takingTheMenuBarKeyIsAProblemAndTheHintLineStopsOfferingIt() throws {
    let (host, _) = try Self.host(
      keymap: #"[{ "key": "f10", "command": "Counter/Increment" }]"#)
    let bottom = try #require(host.lines.last)
    #expect(bottom.hasPrefix("keymap.json 1 problem, see Help › Keymap Problems"))
    #expect(!bottom.contains("F10 Menu"))
    #expect(bottom.contains("⇧⌘P Commands"))
    #expect(
      host.host.keymap.diagnostics.map(\.description) == [
        "1:11: f10 for \"Counter/Increment\" conflicts: \"Open Menu Bar\" in app commands never "
          + "fires from the keyboard: \"Increment\" in the menu is found first"
      ])
    try host.play("f10")
    #expect(host.text.contains("Count 1"))
  }

  @Test func aChordStartingWithThePaletteKeyHidesItsHint() throws {
    let (host, _) = try Self.host(
      keymap: #"[{ "key": "cmd+shift+p cmd+i", "command": "Counter/Increment" }]"#)
    let bottom = try #require(host.lines.last)
    #expect(bottom.contains("F10 Menu"))
    #expect(!bottom.contains("Commands"))
    #expect(host.host.keymap.diagnostics.count == 1)
  }

  @Test func aHeadlessHostWithoutAConfigFolderHasNoKeymap() {
    let host = TestHost(app: CounterApp.self, columns: 80, rows: 16)
    #expect(host.host.configDirectory == nil)
    #expect(host.host.keymap.entries.isEmpty)
  }
}
