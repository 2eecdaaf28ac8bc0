import KeystrokeTesting
import Testing

@testable import Keystroke

/// A text written with `"\r\n"` (a file from Windows, many CSV exports) shows as lines in an
/// editor, as a text view shows it, and Return keeps to the breaks the text uses.
@MainActor
@Suite struct EditorLineBreakTests {
  /// Holds the editor's text where the test can read it.
  private final class Document {
    var text: String
    init(_ text: String) { self.text = text }
  }

  private struct Editor: View {
    let document: Document
    var body: some View {
      TextEditor(text: Binding(get: { document.text }, set: { document.text = $0 }))
        .frame(width: 20, height: 4)
    }
  }

  @Test func linesEndingInCarriageReturnAndNewLineShowAsLines() throws {
    let document = Document("first\r\nsecond\r\nthird")
    let host = TestHost(Editor(document: document), columns: 20, rows: 4)
    #expect(host.lines.prefix(3) == ["first", "second", "third"])
    #expect(!host.text.contains("\u{FFFD}"))
    // Down goes to the next line, End to its end, before its break.
    try host.play("down end \"!\"")
    #expect(document.text == "first\r\nsecond!\r\nthird")
    #expect(host.lines[1] == "second!")
  }

  @Test(arguments: [
    ("one\r\ntwo", "one\r\n\r\ntwo"), ("one\ntwo", "one\n\ntwo"), ("one", "one\n"),
    ("one\r\ntwo\nthree", "one\r\n\r\ntwo\nthree"),
  ])
  func returnPutsInTheBreakTheTextUses(text: String, after: String) throws {
    let document = Document(text)
    let host = TestHost(Editor(document: document), columns: 20, rows: 4)
    try host.play("end enter")
    #expect(document.text == after)
    let lines: [String] = after.split(omittingEmptySubsequences: false) { character in
      character == "\n" || character == "\r\n"
    }.map(String.init)
    #expect(Array(host.lines.prefix(min(3, lines.count))) == Array(lines.prefix(3)))
  }

  @Test(arguments: [
    ("one\r\ntwo", "a\nb\r\nc\rd", "one\r\na\r\nb\r\nc\r\ndtwo"),
    ("one\ntwo", "a\r\nb", "one\na\nbtwo"),
  ])
  func pastedLinesEndAsTheTextsLinesDo(text: String, pasted: String, after: String) throws {
    let document = Document(text)
    let host = TestHost(Editor(document: document), columns: 20, rows: 4)
    try host.play("down")
    #expect(host.host.paste(pasted))
    host.host.update()
    #expect(document.text == after)
  }

  @Test func theIndexEndsALineBeforeItsCarriageReturn() {
    let index = TextLineIndex("ab\r\ncd\r\n\r\né\r\n")
    #expect(
      (0..<index.lineCount).map { String(index.substring(ofLine: $0)) } == [
        "ab", "cd", "", "é", "",
      ])
    #expect((0..<index.lineCount).map { index.length(ofLine: $0) } == [2, 2, 0, 1, 0])
    #expect(index.isPlain(line: 0) && !index.isPlain(line: 3))
    #expect(index.characterCount == 9)
  }

  @Test func aCarriageReturnAloneIsALineBreak() {
    let index = TextLineIndex("a\rb\n\rc\r")
    #expect(
      (0..<index.lineCount).map { String(index.substring(ofLine: $0)) } == [
        "a", "b", "", "c", "",
      ])
    #expect((0..<index.lineCount).map { index.length(ofLine: $0) } == [1, 1, 0, 1, 0])
    #expect(index.characterCount == 7)
  }

  @Test func aTextWrittenWithCarriageReturnsShowsAndKeepsItsLines() throws {
    let document = Document("a\rb\rc")
    let host = TestHost(Editor(document: document), columns: 20, rows: 4)
    #expect(Array(host.lines.prefix(3)) == ["a", "b", "c"])
    // Down moves to the next line; Return puts in the text's own line break.
    try host.play("down end \"X\" enter \"Y\"")
    #expect(document.text == "a\rbX\rY\rc")
    #expect(Array(host.lines.prefix(4)) == ["a", "bX", "Y", "c"])
  }
}
