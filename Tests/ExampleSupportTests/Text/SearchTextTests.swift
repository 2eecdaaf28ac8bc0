import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

/// `SearchText` finds a query in text ignoring case, as `localizedCaseInsensitiveContains` does
/// for the text the examples hold.
@Suite struct SearchTextTests {
  private func matches(_ text: String, _ query: String) -> Bool {
    SearchText(text).contains(SearchText(query))
  }

  @Test func findsAQueryIgnoringCase() {
    #expect(matches("Standup with Team", "team"))
    #expect(matches("standup", "STAND"))
    #expect(matches("Écriture du rapport", "écri"))
    #expect(matches("会议 notes", "会议"))
    #expect(matches("anything", ""))
    #expect(!matches("review", "meet"))
    #expect(!matches("me", "meeting"))
  }

  @Test func composedAndDecomposedTextMatchEachOther() {
    let decomposed = "cafe\u{301} au lait"
    #expect(matches(decomposed, "café"))
    #expect(matches("café au lait", "cafe\u{301}"))
  }

  @Test func aMatchNeverEndsInsideACharacter() {
    // "e" followed by a combining mark that has no composed form with it.
    #expect(!matches("pe\u{20DD}", "pe"))
    #expect(matches("pe\u{20DD}", "pe\u{20DD}"))
    // A flag is one character of two scalars: half of it is not found.
    #expect(!matches("go 🇫🇷", "\u{1F1EB}"))
    #expect(matches("go 🇫🇷!", "🇫🇷"))
  }

  @Test func agreesWithFoundationOnSeededText() {
    var generator = SeededGenerator(seed: 0x5EA2C4)
    let pieces = ["a", "B", "é", "E", "ß", " ", "会", "议", "x", "Meet", "ing", "ü", "1"]
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let query = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      // ß lower-cases to itself but a locale folds it to "ss": left out of the comparison.
      guard !(text + query).contains("ß") else { continue }
      #expect(
        matches(text, query) == text.localizedCaseInsensitiveContains(query),
        "\(text) / \(query)")
    }
  }
}
