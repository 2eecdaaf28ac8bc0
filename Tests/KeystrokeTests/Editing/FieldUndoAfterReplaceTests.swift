import Keystroke
import KeystrokeTesting
import Testing

/// A one-line field's undo steps are of the text the user typed: once the app replaces the
/// text, they would apply to a text they were not made on, so they go.
@MainActor
@Suite struct FieldUndoAfterReplaceTests {
  @Test func undoAfterTheAppReplacedTheTextLeavesItAlone() throws {
    let host = TestHost(app: AppReplacedFieldApp.self, columns: 40, rows: 8)
    try host.play("\"abc\"")
    #expect(host.lines.contains("text=abc"))
    // Undo works on what was typed (Edit › Undo, in the app's menu bar).
    try host.play("cmd+z")
    #expect(host.lines.contains("text="))
    try host.play("\"abc\"")
    // The app puts in a longer text that starts with what was typed: undoing the typing
    // there would take "abc" out of it.
    try host.play("cmd+r")
    #expect(host.lines.contains("text=abcdef"))
    try host.play("cmd+z")
    #expect(host.lines.contains("text=abcdef"))
    // Typing after the replacement is undone as usual.
    try host.play("\"g\" cmd+z")
    #expect(host.lines.contains("text=abcdef"))
  }
}

/// A window holding ``AppReplacedField``, so the Edit menu's Undo is there.
private struct AppReplacedFieldApp: App {
  var body: some Scene {
    WindowGroup { AppReplacedField() }
  }
}

/// A field and a button (⌘R) that replaces its text.
private struct AppReplacedField: View {
  @State private var text = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Text", text: $text)
      Button("Replace") { text = "abcdef" }
        .keyboardShortcut("r")
      Text("text=\(text)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
