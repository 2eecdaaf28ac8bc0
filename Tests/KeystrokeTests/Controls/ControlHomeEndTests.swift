import KeystrokeTesting
import Testing

@testable import Keystroke

/// Text kept outside the views.
@MainActor
private final class Draft {
  var field = "alpha beta"
  var editor: String

  init(editor: String) { self.editor = editor }
}

private struct DraftView: View {
  let draft: Draft

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Field", text: Binding(get: { draft.field }, set: { draft.field = $0 }))
      TextEditor(text: Binding(get: { draft.editor }, set: { draft.editor = $0 }))
        .frame(height: 4)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Control+Home and Control+End go to the start and end of the text, as in terminal and PC
/// editors: the form of ⌘↑/⌘↓ a terminal without a Command key can send.
@MainActor
@Suite struct ControlHomeEndTests {
  @Test(arguments: [3, 5_000])
  func anEditorGoesToTheTextsEndAndStart(lines: Int) throws {
    let text = (1...lines).map { "line \($0)" }.joined(separator: "\n")
    let draft = Draft(editor: text)
    let host = TestHost(DraftView(draft: draft), columns: 40, rows: 8)
    try host.play("tab down ctrl+end \"!\"")
    #expect(draft.editor.hasSuffix("line \(lines)!"))
    try host.play("ctrl+home \">\"")
    #expect(draft.editor.hasPrefix(">line 1\n"))
    // With Shift the move selects: Shift+Control+End selects to the end, and typing
    // replaces it.
    try host.play("shift+ctrl+end \"x\"")
    #expect(draft.editor == ">x")
  }

  @Test func aFieldGoesToItsStartAndEnd() throws {
    let draft = Draft(editor: "")
    let host = TestHost(DraftView(draft: draft), columns: 40, rows: 8)
    try host.play("ctrl+home \"<\" ctrl+end \">\"")
    #expect(draft.field == "<alpha beta>")
  }
}
