import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct MultilineEditingTests {
  private func apply(
    _ key: KeyPress, _ text: String, cursor: Int, column: Int? = nil
  ) -> MultilineEditing.Edit? {
    MultilineEditing.apply(key, to: text, cursor: cursor, preferredColumn: column, pageHeight: 2)
  }

  @Test(arguments: [
    // (text, cursor, key, expected text, expected cursor)
    ("ab", 1, KeyPress(key: .return), "a\nb", 2),
    ("ab\ncd", 4, KeyPress(key: .upArrow), "ab\ncd", 1),
    ("abcdef\nx\nabcdef", 5, KeyPress(key: .downArrow), "abcdef\nx\nabcdef", 8),
    ("ab\ncd", 1, KeyPress(key: .downArrow), "ab\ncd", 4),
    ("ab\ncd", 4, KeyPress(key: .home), "ab\ncd", 3),
    ("ab\ncd", 3, KeyPress(key: .end), "ab\ncd", 5),
    ("ab\ncd", 3, KeyPress(key: .delete), "abcd", 2),
    ("a\nb\nc\nd", 0, KeyPress(key: .pageDown), "a\nb\nc\nd", 4),
    ("ab\ncd", 1, KeyPress(key: "x", characters: "x"), "axb\ncd", 2),
    ("ab\ncd", 5, KeyPress(key: "k", modifiers: .control), "ab\ncd", 5),
    ("ab\ncd", 3, KeyPress(key: "k", modifiers: .control), "ab\n", 3),
  ])
  func keysEditAndMove(text: String, cursor: Int, key: KeyPress, result: String, after: Int) {
    let edit = apply(key, text, cursor: cursor)
    #expect(edit?.text == result)
    #expect(edit?.cursor == after)
  }

  @Test func verticalMovesKeepTheColumnAcrossShortLines() {
    let text = "abcdef\nx\nabcdef"
    let down = apply(KeyPress(key: .downArrow), text, cursor: 5)
    #expect(down?.preferredColumn == 5)
    let again = apply(KeyPress(key: .downArrow), text, cursor: down?.cursor ?? 0, column: 5)
    #expect(again?.cursor == 14)
  }

  @Test func unknownKeysAndOutOfRangeCursorsAreSafe() {
    #expect(apply(KeyPress(key: .escape), "ab", cursor: 1) == nil)
    #expect(apply(KeyPress(key: .upArrow), "", cursor: 99)?.cursor == 0)
    #expect(apply(KeyPress(key: .end), "ab", cursor: -4)?.cursor == 2)
  }

  @Test func anEditorScrollsToKeepTheCursorInView() throws {
    struct Editor: View {
      @State var text = ""
      var body: some View {
        TextEditor(text: $text).frame(width: 10, height: 3)
      }
    }
    let host = TestHost(Editor(), columns: 10, rows: 3)
    try host.play("\"one\" enter \"two\" enter \"three\" enter \"four\"")
    #expect(host.lines == ["two", "three", "four"])
    try host.play("up up up")
    #expect(host.lines == ["one", "two", "three"])
    try host.play("\"0123456789abc\"")
    #expect(host.lines[0].hasSuffix("abc"))
  }
}
