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

  /// The moves and deletions found through the line index, which read long lines as
  /// bytes, land where the same keys on the text split into lines of characters land.
  @Test func movesThroughTheLineIndexAgreeWithMovesThroughCharacters() {
    var random = SplitMix(seed: 56)
    let pieces = [
      "abcdefghijklmnop", "a", "\t", "\n", "\r\n", "é", "e\u{301}", "界", "👍🏽", "\u{600}1", " ",
      "x\u{903}", "\u{D4E}a", "\u{903}",
    ]
    let keys = [
      KeyPress(key: .upArrow), KeyPress(key: .downArrow), KeyPress(key: .pageUp),
      KeyPress(key: .pageDown), KeyPress(key: .home), KeyPress(key: .end),
      KeyPress(key: .home, modifiers: .command), KeyPress(key: .end, modifiers: .command),
      KeyPress(key: .upArrow, modifiers: .command), KeyPress(key: .downArrow, modifiers: .command),
      KeyPress(key: "a", modifiers: .control), KeyPress(key: "e", modifiers: .control),
      KeyPress(key: "k", modifiers: .control), KeyPress(key: "u", modifiers: .control),
      KeyPress(key: .upArrow, modifiers: .shift), KeyPress(key: .leftArrow),
      KeyPress(key: .rightArrow), KeyPress(key: .leftArrow, modifiers: .option),
      KeyPress(key: .rightArrow, modifiers: .option), KeyPress(key: .delete, modifiers: .option),
      KeyPress(key: "w", modifiers: .control), KeyPress(key: "b", modifiers: .option),
      KeyPress(key: "f", modifiers: .option), KeyPress(key: "d", modifiers: .option),
      KeyPress(key: "b", modifiers: .control), KeyPress(key: "f", modifiers: .control),
      KeyPress(key: .tab, modifiers: .control), KeyPress(key: .return, modifiers: .shift),
    ]
    for round in 0..<600 {
      let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let index = TextLineIndex(text, anchorSpacing: 1 + round % 5)
      let cursor = Int.random(in: 0...text.count, using: &random)
      let key = keys[Int.random(in: 0..<keys.count, using: &random)]
      let column = round % 3 == 0 ? Int.random(in: 0...30, using: &random) : nil
      let indexed = MultilineEditing.apply(
        key, to: text, cursor: cursor, preferredColumn: column, pageHeight: 3, lineIndex: index)
      let walked = MultilineEditing.apply(
        key, to: text, cursor: cursor, preferredColumn: column, pageHeight: 3)
      #expect(
        indexed == walked,
        "round \(round): \(key) at \(cursor) in \(text.debugDescription), column \(String(describing: column))"
      )
    }
  }

  @Test func verticalMovesKeepTheColumnAcrossShortLines() {
    let text = "abcdef\nx\nabcdef"
    let down = apply(KeyPress(key: .downArrow), text, cursor: 5)
    #expect(down?.preferredColumn == 5)
    let again = apply(KeyPress(key: .downArrow), text, cursor: down?.cursor ?? 0, column: 5)
    #expect(again?.cursor == 14)
  }

  @Test(arguments: [
    // (text, cursor, key, cursor after, screen column kept)
    // From "i" (column 8) down to the "f" a tab pushed to column 8.
    ("abcdefghij\n\tfoo", 8, KeyPress(key: .downArrow), 12, 8),
    // From that "f" up to the "i" above it.
    ("abcdefghij\n\tfoo", 12, KeyPress(key: .upArrow), 8, 8),
    // Into the middle of a tab: before it.
    ("abcdefghij\n\tfoo", 3, KeyPress(key: .downArrow), 11, 3),
    // From after three wide characters (column 6) to column 6 of an ASCII line.
    ("界界界x\nabcdefg", 3, KeyPress(key: .downArrow), 11, 6),
    // Into the middle of a wide character: before it.
    ("abc\n界界", 1, KeyPress(key: .downArrow), 4, 1),
    // A line too short for the column: its end.
    ("\t\tx\nab", 2, KeyPress(key: .downArrow), 6, 16),
  ])
  func verticalMovesKeepTheScreenColumn(
    text: String, cursor: Int, key: KeyPress, after: Int, column: Int
  ) {
    // Both ways to the same result: through the editor's line index, and without one.
    for index in [TextLineIndex(text), nil] {
      let edit = MultilineEditing.apply(
        key, to: text, cursor: cursor, preferredColumn: nil, pageHeight: 2, lineIndex: index)
      #expect(edit?.cursor == after)
      #expect(edit?.preferredColumn == column)
    }
  }

  @Test func anEditorsCursorGoesDownToTheSameScreenColumnPastATab() throws {
    let host = EditorFixture(text: "abcdefghij\n\tfoo", width: 20, height: 3).host()
    try host.play("right right right right right right right right down")
    #expect(host.cursorColumn(row: 1) == 8)
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
