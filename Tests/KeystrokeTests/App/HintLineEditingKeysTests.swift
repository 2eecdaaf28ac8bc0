import KeystrokeTesting
import Testing

@testable import Keystroke

/// A search field and an Edit… button on ⌘E, a Delete… button on ⌘⌫ and a Start button on ⌘R.
private struct EditingKeysApp: App {
  @State private var query = ""
  @State private var log = ""

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        TextField("Search", text: $query)
        Button("Edit…") { log = "edit" }.keyboardShortcut("e")
        Button("Start") { log = "start" }.keyboardShortcut("r")
        Text("log=\(log)")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }
}

/// On a legacy terminal ⌘E is pressed as Ctrl+E, which a focused text input keeps for moving
/// to the end of the line: the hint line then leaves Edit… out rather than offer a key that
/// would not reach it.
@MainActor
@Suite struct HintLineEditingKeysTests {
  private func bottom(_ host: TestHost) -> String { host.lines[host.lines.count - 1] }

  @Test func aKeyTheFocusedFieldKeepsIsNotHinted() throws {
    let host = TestHost(app: EditingKeysApp.self, columns: 100, rows: 10, terminal: .legacy)
    // The field has focus first.
    #expect(!bottom(host).contains("Edit…"))
    #expect(bottom(host).contains("Ctrl+R Start"))
    // Ctrl+E edits in the field indeed: it does not press the button.
    try host.play("\"ab\" ctrl+e")
    #expect(host.row(containing: "log=edit") == nil)
    // Off the field the key reaches the button again, and the line says so.
    try host.play("tab")
    #expect(bottom(host).contains("Ctrl+E Edit…"))
    try host.play("ctrl+e")
    #expect(host.row(containing: "log=edit") != nil)
  }

  @Test func aTerminalThatReportsCommandHintsItInTheField() {
    let host = TestHost(app: EditingKeysApp.self, columns: 100, rows: 10)
    #expect(bottom(host).contains("⌘E Edit…"))
  }
}

/// A search field above a Delete… button on ⌘⌫, which a legacy terminal presses as
/// Alt+Backspace, the key that deletes a word in a field.
private struct WordDeleteApp: App {
  @State private var query = ""
  @State private var log = ""

  var body: some Scene {
    WindowGroup {
      VStack(alignment: .leading) {
        TextField("Search", text: $query)
        Button("Delete…") { log = "delete" }.keyboardShortcut(.delete)
        Text("query=\(query) log=\(log)")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }
}

/// Alt+Backspace in a focused field deletes the word before the caret, as in readline and a
/// Mac's fields, rather than running the ⌘⌫ it is the fallback of; off the field it runs it.
@MainActor
@Suite struct WordDeleteInFieldTests {
  private func bottom(_ host: TestHost) -> String { host.lines[host.lines.count - 1] }

  @Test func altBackspaceDeletesAWordInTheField() throws {
    let host = TestHost(app: WordDeleteApp.self, columns: 100, rows: 10, terminal: .legacy)
    #expect(!bottom(host).contains("Delete…"))
    try host.play("\"garden shed\" alt+backspace")
    #expect(host.row(containing: "query=garden  log=") != nil)
    try host.play("alt+backspace \"ab cd\" alt+left \"x\"")
    #expect(host.row(containing: "query=ab xcd log=") != nil)
    try host.play("tab")
    #expect(bottom(host).contains("Alt+Backspace Delete…"))
    try host.play("alt+backspace")
    #expect(host.row(containing: "log=delete") != nil)
  }

  @Test func theFieldKeepsItsWordKeysOnlyWhereTheyAreFallbacks() {
    let kept = TextFieldFocus.keptEditingKeys
    #expect(kept.contains(Shortcut(.backspace, modifiers: .option)))
    #expect(kept.contains(Shortcut(.rightArrow, modifiers: [.option, .shift])))
    #expect(!kept.contains(Shortcut("b", modifiers: .option)))
    #expect(kept.isSuperset(of: TextFieldFocus.controlEditingKeys))
  }
}
