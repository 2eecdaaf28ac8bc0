import KeystrokeTesting
import Testing

@testable import Keystroke

private struct OverviewApp: App {
  @State private var count = 0

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Count \(count)")
        Button("Reset") { count = 0 }.keyboardShortcut("r", modifiers: [.command, .option])
        KeyboardShortcutsView()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Counter") {
        Button("Increment") { count += 1 }.keyboardShortcut("i")
        Button("Decrement") { count -= 1 }.keyboardShortcut("d").disabled(count == 0)
      }
    }
  }
}

private struct ReplacingField: View {
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Name", text: $text)
      Button("Fill") { text = "hello" }.keyboardShortcut("f", modifiers: .control)
    }
  }
}

@MainActor
@Suite struct OverviewAndPaletteTests {
  @Test func overviewListsEnabledMenuShortcutsInTheTerminalsKeys() throws {
    let kitty = TestHost(app: OverviewApp.self, columns: 70, rows: 20)
    #expect(kitty.text.contains("Counter"))
    let row = try #require(kitty.row(containing: "Increment"))
    #expect(kitty.lines[row].hasSuffix("⌘I"))
    #expect(kitty.row(containing: "Decrement") == nil)
    try kitty.play("cmd+i")
    #expect(kitty.row(containing: "Decrement") != nil)
    let legacy = TestHost(app: OverviewApp.self, columns: 70, rows: 20, terminal: .legacy)
    let legacyRow = try #require(legacy.row(containing: "Increment"))
    #expect(
      legacy.lines[legacyRow].hasSuffix("Ctrl+I") || legacy.lines[legacyRow].hasSuffix("Alt+I"))
  }

  @Test func paletteFindsACommandByTypingAndRunsIt() throws {
    let host = TestHost(app: OverviewApp.self, columns: 70, rows: 20)
    try host.play("cmd+shift+p \"incr\"")
    #expect(host.text.contains("> incr"))
    #expect(host.text.contains("Counter: Increment"))
    try host.play("enter")
    #expect(host.lines[1] == "Count 1")
    #expect(!host.text.contains("> incr"))
  }

  @Test func paletteShowsControlsAndDisabledCommandsDoNotRun() throws {
    let host = TestHost(app: OverviewApp.self, columns: 70, rows: 20)
    try host.play("cmd+shift+p \"decrement\" enter")
    #expect(host.text.contains("> decrement"))
    try host.play("esc")
    #expect(host.lines[1] == "Count 0")
    try host.play("cmd+shift+p \"reset\"")
    #expect(host.text.contains("Reset"))
    try host.play("esc")
    #expect(!host.text.contains("> reset"))
  }

  @Test func textFieldCursorFollowsTextTheAppReplaced() throws {
    let host = TestHost(ReplacingField(), columns: 30, rows: 2)
    try host.play("ctrl+f \"!\"")
    #expect(host.text.contains("hello!"))
  }
}

/// A window control that declares Ctrl+S itself, beside a menu command on ⌘S.
private struct ClashApp: App {
  @State private var saved = 0

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        Text("Saved \(saved)")
        Button("Local") {}.keyboardShortcut("s", modifiers: .control)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .commands {
      CommandMenu("Doc") {
        Button("Save Doc") { saved += 1 }.keyboardShortcut("s")
      }
    }
  }
}

@MainActor
@Suite struct KeySpellingConsistencyTests {
  @Test func menusSpellTheKeysDispatchActuallyUses() throws {
    let host = TestHost(app: ClashApp.self, columns: 60, rows: 12, terminal: .legacy)
    try host.play("f10 d")
    let row = try #require(host.row(containing: "Save Doc"))
    #expect(host.lines[row].contains("Alt+S"))
    try host.play("esc alt+s")
    #expect(host.lines[1] == "Saved 1")
  }
}
