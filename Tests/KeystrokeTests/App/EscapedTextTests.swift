import Testing

@testable import Keystroke

@Suite struct EscapedTextTests {
  @Test(arguments: [
    ("plain ünïcode 😀", "plain ünïcode 😀"), ("a\u{1B}]0;X\u{7}", "a\\e]0;X\\u{7}"),
    ("line\nnext\r\ttab", "line\\nnext\\r\\ttab"),
    ("\u{0}\u{7F}\u{9B}\u{85}", "\\u{0}\\u{7f}\\u{9b}\\u{85}"),
  ])
  func controlCharactersBecomeEscapes(text: String, expected: String) {
    #expect(EscapedText.escaping(text) == expected)
  }
}
