import Testing

@testable import Keystroke

/// The one-line editing keys, with and without the index a field passes (the cursor's string
/// index and the text's length): both ways give the same text and cursor.
@MainActor
@Suite struct TextEditingTests {
  @Test(arguments: [
    // (text, cursor, key, text after, cursor after)
    ("hello big world", 15, KeyPress(key: .leftArrow, modifiers: .option), "hello big world", 10),
    ("hello big world", 9, KeyPress(key: .leftArrow, modifiers: .option), "hello big world", 6),
    ("hello big world", 0, KeyPress(key: .rightArrow, modifiers: .option), "hello big world", 5),
    ("hello big world", 5, KeyPress(key: .rightArrow, modifiers: .option), "hello big world", 9),
    ("hello big world", 15, KeyPress(key: .delete, modifiers: .option), "hello big ", 10),
    ("hello big world  ", 17, KeyPress(key: "w", modifiers: .control), "hello big ", 10),
    ("héllo wörld", 11, KeyPress(key: .delete, modifiers: .option), "héllo ", 6),
    ("a-b", 3, KeyPress(key: .delete, modifiers: .option), "a-", 2),
    ("hello world", 6, KeyPress(key: "u", modifiers: .control), "world", 0),
    ("hello world", 5, KeyPress(key: "k", modifiers: .control), "hello", 5),
    ("hello", 2, KeyPress(key: .leftArrow), "hello", 1),
    ("hello", 2, KeyPress(key: .end), "hello", 5),
    ("🇫🇷🇩🇪", 2, KeyPress(key: .delete), "🇫🇷", 1),
    // A cursor past the end is clamped to it.
    ("hello", 9, KeyPress(key: .delete), "hell", 4),
    ("hello", 9, KeyPress(key: .delete, modifiers: .option), "", 0),
  ])
  func keysEditTheSameWithAndWithoutAnIndex(
    text: String, cursor: Int, key: KeyPress, result: String, after: Int
  ) {
    let plain = TextEditing.apply(key, to: text, cursor: cursor)
    #expect(plain?.text == result)
    #expect(plain?.cursor == after)
    let lines = TextLineIndex(text)
    let indexed = TextEditing.apply(
      key, to: text, cursor: cursor, index: lines.index(ofCharacter: cursor),
      count: lines.characterCount)
    #expect(indexed == plain)
  }

  @Test func otherKeysAreNotEdits() {
    #expect(TextEditing.apply(KeyPress(key: .escape), to: "abc", cursor: 1) == nil)
    #expect(TextEditing.apply(KeyPress(key: .upArrow), to: "abc", cursor: 1, count: 3) == nil)
  }
}
