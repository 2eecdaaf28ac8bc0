import KeystrokeTesting
import Testing

@testable import Keystroke

/// A bracketed paste from the terminal is one edit of the focused text input.
@MainActor
@Suite struct TerminalPasteTests {
  private func host() -> TestHost { TestHost(app: EditMenuApp.self, columns: 60, rows: 14) }

  private func state(_ host: TestHost) -> String? {
    host.lines.first { $0.hasPrefix("title=") }
  }

  @Test func aPasteIsOneEditAndUndoesInOneStep() throws {
    let host = host()
    try host.play("\"ab\" left")
    #expect(host.host.paste("XYZ"))
    #expect(state(host) == "title=aXYZb|notes=")
    // The cursor is after the pasted text.
    try host.play("\"!\"")
    #expect(state(host) == "title=aXYZ!b|notes=")
    try host.play("cmd+z")
    #expect(state(host) == "title=aXYZb|notes=")
    try host.play("cmd+z")
    #expect(state(host) == "title=ab|notes=")
    try host.play("cmd+shift+z")
    #expect(state(host) == "title=aXYZb|notes=")
  }

  @Test func aFieldFlattensNewLinesAndAnEditorKeepsThem() throws {
    let host = host()
    #expect(host.host.paste("one\ntwo"))
    try host.play("tab")
    #expect(host.host.paste("three\nfour"))
    #expect(state(host) == "title=one two|notes=three/four")
  }

  @Test func aFieldTurnsEachLineBreakIntoOneSpace() {
    #expect(TextEditing.oneLine("a\r\nb\rc\nd é\n") == "a b c d é ")
    #expect(TextEditing.oneLine("\r\n\r\n") == "  ")
    #expect(TextEditing.oneLine("plain 🇫🇷") == "plain 🇫🇷")
    #expect(TextEditing.oneLine("") == "")
  }

  @Test func aPasteReplacesTheSelection() throws {
    let host = host()
    try host.play("\"hello\" shift+left shift+left")
    #expect(host.host.paste("p!"))
    #expect(state(host) == "title=help!|notes=")
  }

  @Test func aPasteWithNoTextInputFocusedIsDropped() throws {
    let host = TestHost(Button("Quit") {}.keyboardShortcut("q"), columns: 20, rows: 3)
    #expect(!host.host.paste("qqq"))
  }

  @Test func undoRestoresDeletionsTypingAndUnicodeByteExactly() throws {
    let host = host()
    try host.play("\"héllo wörld\" backspace backspace left left left")
    #expect(host.host.paste("🇫🇷"))
    try host.play("backspace backspace")
    let edited = state(host)
    // Typing, two deletions, the paste, two deletions: six steps.
    try host.play("cmd+z cmd+z cmd+z cmd+z cmd+z")
    #expect(state(host) == "title=héllo wörld|notes=")
    try host.play("cmd+z")
    #expect(state(host) == "title=|notes=")
    try host.play("cmd+shift+z cmd+shift+z cmd+shift+z cmd+shift+z cmd+shift+z cmd+shift+z")
    #expect(state(host) == edited)
  }

  @Test func carriageReturnsBecomeNewLinesAndOtherControlsAreDropped() throws {
    let host = host()
    #expect(host.host.paste("a\r\nb\rc\u{7}d"))
    try host.play("tab")
    #expect(host.host.paste("e\r\nf\rg\u{1B}h"))
    #expect(state(host) == "title=a b cd|notes=e/f/gh")
  }

  @Test func deleteAndC1ControlsAreDroppedTooAndTheRestKept() throws {
    let typed = Typed()
    let host = TestHost(
      TextField("Name", text: Binding(get: { typed.text }, set: { typed.text = $0 })),
      columns: 40, rows: 3)
    // DEL, NEL (U+0085) and CSI (U+009B) among text; U+00A0 and é are not controls.
    #expect(host.host.paste("a\u{7F}b\u{85}c\u{9B}d\u{A0}é"))
    #expect(typed.text == "abcd\u{A0}é")
    #expect(EditableText<TextEditingState>.plainText("plain\ttab\n") == "plain\ttab\n")
  }

  @Test func aLongPasteScrollsTheFieldToItsEnd() throws {
    let host = host()
    #expect(host.host.paste(String(repeating: "abcdefghij", count: 2_000) + "END"))
    let row = try #require(host.row(containing: "END"))
    #expect(host.lines[row].hasSuffix("hijEND"))
  }
}

/// A field's text, kept outside the view.
@MainActor
private final class Typed {
  var text = ""
}
