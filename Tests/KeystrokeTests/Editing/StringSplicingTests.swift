import Testing

@testable import Keystroke

/// Edits built from their parts give what the standard library's edits give.
@Suite struct StringSplicingTests {
  @Test func splicingMatchesReplacingTheSubrange() {
    // Seeded: the same strings and ranges every run, with characters of several bytes and
    // ones that join their neighbours.
    var random = SplitMix(seed: 56)
    let pieces = ["a", "é", "e", "\u{301}", "🇫🇷", "\r", "\n", "界", " "]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...20, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      let count = text.count
      let lower = Int.random(in: 0...count, using: &random)
      let upper = Int.random(in: lower...count, using: &random)
      let range =
        text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)
      let replacement = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      var expected = text
      expected.replaceSubrange(range, with: replacement)
      let spliced = text.splicing(range, with: replacement)
      #expect(Array(spliced.utf8) == Array(expected.utf8), "\(text.debugDescription)")
      #expect(spliced.count == expected.count)
    }
  }

  @Test func anEditOfASharedTextLeavesTheOriginalAlone() {
    let original = String(repeating: "abc", count: 10_000)
    let kept = original
    let edited = original.splicing(
      original.startIndex..<original.index(after: original.startIndex), with: "é")
    #expect(kept == original)
    #expect(edited.hasPrefix("ébc"))
    #expect(edited.utf8.count == original.utf8.count + 1)
  }
}
