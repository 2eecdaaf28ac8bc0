import KeystrokeTesting
import Testing

@testable import Keystroke

/// A field and an editor over text kept outside the views.
@MainActor
private final class Words {
  var field = "alpha beta gamma"
  var editor = "one two\nthree four"
}

private struct WordsView: View {
  let words: Words

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Field", text: Binding(get: { words.field }, set: { words.field = $0 }))
      TextEditor(text: Binding(get: { words.editor }, set: { words.editor = $0 }))
        .frame(height: 3)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Control+←/→ move by words, as Linux terminals and editors do, beside Option+←/→.
@MainActor
@Suite struct ControlArrowWordTests {
  @Test func controlArrowsMoveByWordsInAField() throws {
    let words = Words()
    let host = TestHost(WordsView(words: words), columns: 40, rows: 8)
    try host.play("end ctrl+left \"X\"")
    #expect(words.field == "alpha beta Xgamma")
    try host.play("home ctrl+right \"Y\"")
    #expect(words.field == "alphaY beta Xgamma")
  }

  @Test func controlArrowsMoveByWordsInAnEditor() throws {
    let words = Words()
    let host = TestHost(WordsView(words: words), columns: 40, rows: 8)
    try host.play("tab ctrl+right \"_\"")
    #expect(words.editor == "one_ two\nthree four")
    try host.play("end ctrl+left \"|\"")
    #expect(words.editor == "one_ |two\nthree four")
  }
}
