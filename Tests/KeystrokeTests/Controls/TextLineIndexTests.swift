import Testing

@testable import Keystroke

/// The editor's line index, built whole and moved along with edits.
@Suite struct TextLineIndexTests {
  private func lines(_ index: TextLineIndex) -> [String] {
    (0..<index.lineCount).map { String(index.characters(ofLine: $0)) }
  }

  @Test(arguments: ["", "one", "one\ntwo", "a\n\nb\n", "héllo\nwörld\n🇫🇷x", "cr\r\nlf\nend"])
  func theIndexSplitsLinesAsTheEditorDoes(text: String) {
    let index = TextLineIndex(text)
    #expect(lines(index) == MultilineEditing.lines(of: text).map { String($0) })
    #expect(index.characterCount == text.count)
    for offset in 0...text.count {
      let split = MultilineEditing.lines(of: text)
      #expect(index.position(of: offset) == MultilineEditing.position(of: offset, in: split))
      #expect(index.index(ofCharacter: offset) == text.index(text.startIndex, offsetBy: offset))
    }
  }

  @Test(arguments: [
    ("one\ntwo\nthree", "one\ntwXo\nthree"), ("one\ntwo\nthree", "one\ntwo\n\nthree"),
    ("one\ntwo\nthree", "one\ntwothree"), ("one\ntwo\nthree", "onetwo\nthree"),
    ("héllo\nwörld\nend", "héllo\nwörlXd\nend"), ("héllo\nwörld\nend", "héllo\nwö\nrld\nend"),
    ("a\nb", "\na\nb"), ("a\nb", "a\nb\n"), ("a\n\nb", "a\nb"), ("", "x\ny"),
    ("é\nx", "éy\nx"), ("cr\r\nx", "cr\r\nxy"),
  ])
  func anUpdatedIndexMatchesOneBuiltAgain(old: String, new: String) throws {
    let change = try #require(TextChange(from: old, to: new))
    let fresh = TextLineIndex(new)
    guard let updated = TextLineIndex(old).updated(to: new, by: change) else {
      // Non-ASCII next to the change: the editor builds the index again.
      return
    }
    #expect(lines(updated) == lines(fresh))
    #expect(updated.offsets == fresh.offsets)
    #expect(updated.characterCount == fresh.characterCount)
  }

  @Test(arguments: ["", "ab\ncdef\n\ng", "héllo\nwö\n🇫🇷🇩🇪 x"])
  func movesThroughTheIndexMatchMovesThroughTheLines(text: String) {
    let keys: [KeyEquivalent] = [
      .upArrow, .downArrow, .pageUp, .pageDown, .home, .end, .leftArrow, .rightArrow,
    ]
    let index = TextLineIndex(text)
    for key in keys {
      for cursor in 0...text.count {
        for column in [nil, 0, 3] as [Int?] {
          let press = KeyPress(key: key)
          let plain = MultilineEditing.apply(
            press, to: text, cursor: cursor, preferredColumn: column, pageHeight: 2)
          let indexed = MultilineEditing.apply(
            press, to: text, cursor: cursor, preferredColumn: column, pageHeight: 2,
            lineIndex: index)
          #expect(plain == indexed, "\(key) at \(cursor)")
        }
      }
    }
  }

  @Test func aLongLineOfManyByteCharactersFindsItsCharactersFromAnchors() throws {
    // Seeded: the same text and edits every run. Lines of several thousand characters, some
    // of several bytes, so characters far into them are found from anchors.
    var random = SplitMix(seed: 54)
    let pieces = ["a", "é", "👍🏽", "界", "e\u{301}", " ", "\t", "🇫🇷", "x"]
    var text = (0..<2).map { _ in
      (0..<4_000).map { _ in pieces.randomElement(using: &random)! }.joined()
    }.joined(separator: "\n")
    var index = TextLineIndex(text)
    for _ in 0..<12 {
      for offset in stride(from: 0, through: text.count, by: 97) + [text.count] {
        #expect(
          index.index(ofCharacter: offset) == text.index(text.startIndex, offsetBy: offset),
          "offset \(offset)")
      }
      // An ASCII edit among ASCII letters, the index moved along with it as an editor moves
      // it (next to other characters the editor builds it again).
      let characters = Array(text)
      let places = (1..<characters.count - 1).filter {
        characters[$0 - 1] == "a" && characters[$0] == "x" && characters[$0 + 1] == "a"
      }
      let place = try #require(places.randomElement(using: &random))
      let at = text.index(text.startIndex, offsetBy: place)
      var edited = text
      if Bool.random(using: &random) {
        edited.insert(contentsOf: "zz", at: at)
      } else {
        edited.remove(at: at)
      }
      let change = try #require(TextChange(from: text, to: edited))
      index = try #require(index.updated(to: edited, by: change))
      text = edited
    }
  }
}
