import KeystrokeTerminal
import Testing

@testable import Keystroke

/// The scalars measured from bytes alone take the columns a character of each takes, and
/// never join a neighbour into one character.
@Suite struct StandaloneScalarsTests {
  private static let ranges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xC0...0x17F, 0x400...0x482, 0x48A...0x4FF, 0x3041...0x3096, 0x30A1...0x30FA,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60,
  ]

  @Test func everyListedScalarTakesTheColumnsOfItsCharacter() {
    var wrong: [String] = []
    for range in Self.ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let expected = GraphemeWidth(Character(scalar)).columns
        let measured = value < 0x80 ? 1 : StandaloneScalars.columns(ofScalar: value)
        if measured != expected { wrong.append(String(value, radix: 16)) }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  @Test func listedScalarsNeverJoinTheirNeighbours() {
    // Seeded: strings of listed scalars, each of which must be as many characters as scalars.
    var random = SplitMix(seed: 56)
    for _ in 0..<2_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let range = Self.ranges[Int.random(in: 0..<Self.ranges.count, using: &random)]
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) {
          scalars.append(scalar)
        }
      }
      let text = String(scalars)
      #expect(text.count == text.unicodeScalars.count, "\(text.debugDescription)")
    }
  }

  @Test(arguments: [
    ("中文字", 6), ("한국어 abc", 10), ("café", 4), ("Привет", 6), ("ｆｕｌｌ", 8), ("かな", 4),
  ])
  func stretchesOfListedScalarsAreMeasuredFromTheirBytes(text: String, columns: Int) {
    var text = text
    let measured = text.withUTF8 { StandaloneScalars.columns(of: $0) }
    #expect(measured == columns)
    #expect(measured == TabStops.end(of: Array(text)))
  }

  @Test(arguments: ["e\u{301}", "👍", "\u{1100}\u{1161}", "中\u{FE0F}", "a\tb", "\u{3099}"])
  func anythingElseIsLeftToTheWalk(text: String) {
    var text = text
    #expect(text.withUTF8 { StandaloneScalars.columns(of: $0) } == nil)
  }
}
