import Testing

@testable import ExampleSupport

@Suite struct SingleLineTextTests {
  @Test(arguments: [
    ("Garden", "Garden"), ("Café 😀 日本", "Café 😀 日本"), ("Line1\nLine2", "Line1⏎Line2"),
    ("a\r\nb\rc", "a⏎b⏎c"), ("\u{1B}[31mred\u{7}", "␛[31mred␇"), ("tab\there", "tab␉here"),
    ("\u{0}\u{7F}\u{9B}", "␀␡�"),
  ])
  func controlCharactersBecomeVisible(text: String, expected: String) {
    #expect(SingleLineText.display(text) == expected)
  }

  @Test func everyControlCharacterIsReplaced() {
    let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\u{7F}\u{85}"
    let shown = SingleLineText.display(controls)
    #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
  }
}
