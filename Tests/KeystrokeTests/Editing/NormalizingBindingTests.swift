import KeystrokeTesting
import Testing

@testable import Keystroke

/// An editor whose app stores each accent composed (`e` and U+0301 become `é`): the text it
/// keeps has other bytes than the edit made, though the same characters.
private struct ComposingNotes: View {
  @State private var notes = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("notes=\(notes.replacing("\n", with: "/"))")
      TextEditor(
        text: Binding(
          get: { notes },
          set: { notes = $0.replacing("e\u{301}", with: "\u{E9}") })
      )
    }
  }
}

/// A one-line field over the same kind of app.
private struct ComposingName: View {
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("name=\(name)")
      TextField(
        "Name",
        text: Binding(
          get: { name },
          set: { name = $0.replacing("e\u{301}", with: "\u{E9}") }))
    }
  }
}

@MainActor
@Suite struct NormalizingBindingTests {
  @Test func aFieldFollowsTheBytesTheAppKeepsNotTheOnesItTyped() throws {
    let host = TestHost(ComposingName(), columns: 30, rows: 3)
    try host.play("\"Rene\u{301}e Be\u{301}\"")
    #expect(host.lines.first == "name=Ren\u{E9}e B\u{E9}")
    try host.play("left left left backspace \"_\" home right delete")
    #expect(host.lines.first == "name=Rn\u{E9}_ B\u{E9}")
    // An accent typed in the middle, stored composed, is no replacement of the text by the
    // app: the cursor stays after it.
    try host.play("\"e\u{301}\" \"x\"")
    #expect(host.lines.first == "name=R\u{E9}xn\u{E9}_ B\u{E9}")
  }

  @Test func anEditorFollowsTheBytesTheAppKeepsNotTheOnesItTyped() throws {
    let host = TestHost(ComposingNotes(), columns: 30, rows: 6)
    // Typed and pasted decomposed: the app keeps them composed, one byte shorter each.
    try host.play("\"be\u{301}be\u{301} ok\"")
    #expect(host.lines.first == "notes=b\u{E9}b\u{E9} ok")
    // Edits land where the cursor is: five characters back from the end.
    try host.play("left left left left left backspace \"Z\"")
    #expect(host.lines.first == "notes=bZb\u{E9} ok")
    try host.play("home return up")
    #expect(host.host.paste("cafe\u{301} cre\u{300}me"))
    #expect(host.lines.first == "notes=caf\u{E9} cre\u{300}me/bZb\u{E9} ok")
    try host.play("backspace \"s\" down end left backspace")
    #expect(host.lines.first == "notes=caf\u{E9} cre\u{300}ms/bZb\u{E9} k")
  }
}
