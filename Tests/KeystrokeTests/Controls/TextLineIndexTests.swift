import Testing

@testable import Keystroke

/// The editor's line index, built whole and moved along with edits.
@Suite struct TextLineIndexTests {
  private func lines(_ index: TextLineIndex) -> [String] {
    (0..<index.lineCount).map { String(index.substring(ofLine: $0)) }
  }

  /// `index` moved along the edit that turns its text into `new`.
  private func moved(_ index: TextLineIndex, to new: String) throws -> TextLineIndex {
    let change = try #require(TextChange(from: index.text, to: new))
    return try #require(index.updated(to: new, by: change))
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
      index = try moved(index, to: edited)
      text = edited
    }
  }

  /// Checks `index` against one built from scratch: the same lines, and anchors that are
  /// where they say.
  private func expectMatchesFresh(_ index: TextLineIndex, _ note: String) {
    let text = index.text
    let fresh = TextLineIndex(text)
    #expect(index.byteOffsets == fresh.byteOffsets, "\(note)")
    #expect(index.offsets == fresh.offsets, "\(note)")
    #expect(index.characterCount == fresh.characterCount, "\(note)")
    #expect(index.anchors.map(\.byte) == index.anchors.map(\.byte).sorted(), "\(note)")
    for anchor in index.anchors {
      let byAnchor = text.utf8.index(text.utf8.startIndex, offsetBy: anchor.byte)
      #expect(
        byAnchor == text.index(text.startIndex, offsetBy: anchor.character),
        "\(note): anchor \(anchor)")
    }
  }

  @Test func anyChangeMovesTheIndexAsBuildingItAgainWould() throws {
    // Seeded: the same texts and edits every run. Characters that join their neighbours
    // (accents, flags, joiners, "\r\n") are put in and taken out next to each other, in
    // short lines and in lines long enough to have anchors.
    var random = SplitMix(seed: 55)
    let pieces = [
      "a", "b", " ", "é", "e\u{301}", "\u{301}", "👍🏽", "🇫🇷", "🇩", "\u{200D}", "👍", "界",
      "\r", "\n", "\r\n", "\t",
    ]
    let piece = { (random: inout SplitMix) in pieces.randomElement(using: &random)! }
    var text = (0..<3).map { lineNumber in
      (0..<(lineNumber == 1 ? 3_000 : 40)).map { _ in
        Bool.random(using: &random) ? "x" : piece(&random)
      }.joined().replacing("\n", with: "")
    }.joined(separator: "\n")
    var index = TextLineIndex(text)
    for step in 0..<300 {
      let characters = Array(text)
      let from = Int.random(in: 0...characters.count, using: &random)
      let removed = Int.random(in: 0...min(5, characters.count - from), using: &random)
      let count = step.isMultiple(of: 50) ? 1_500 : Int.random(in: 0...4, using: &random)
      let inserted = (0..<count).map { _ in piece(&random) }.joined()
      let edited = String(characters[..<from]) + inserted + String(characters[(from + removed)...])
      guard let change = TextChange(from: text, to: edited) else { continue }
      index = try #require(index.updated(to: edited, by: change), "step \(step)")
      text = edited
      expectMatchesFresh(index, "step \(step)")
      for _ in 0..<5 {
        let offset = Int.random(in: 0...text.count, using: &random)
        #expect(
          index.index(ofCharacter: offset) == text.index(text.startIndex, offsetBy: offset),
          "step \(step), offset \(offset)")
      }
    }
  }

  @Test(arguments: [
    ("ab\n", "ab"), ("ab\ncd\n", "ab\n"), ("ab\ncd", "ab\n"), ("é\n", "é"), ("é", "é\n"),
    ("a\n", "a\r\n"), ("a\r\n", "a\n"), ("ab\ncd\n", "cd\n"), ("", "é"), ("é", ""),
    ("a🇫🇷🇩🇪", "a🇩🇫🇷🇩🇪"), ("x", "x\u{301}"), ("e\u{301}\n", "e\n"),
    // A line break put in at the start of a line, and a whole line taken out from its start.
    ("é", "\né"), ("a\né", "a\n\né"), ("a\néb\nc", "a\nx\néb\nc"), ("a\né\nb", "a\nb"),
    ("a\nb\né", "a\né"), ("a\nbc\nd\né", "a\né"),
  ])
  func changesAtTheEdgesMoveTheIndexAsBuildingItAgainWould(old: String, new: String) throws {
    expectMatchesFresh(try moved(TextLineIndex(old), to: new), new)
  }

  @Test(arguments: [
    // A vowel sign, a virama and a skin tone typed before a character: the byte diff starts
    // inside the anchor's first scalar, whose new form joins the character before it.
    ("\u{915}\nend", "\u{93E}\u{915}\nend"), ("\u{915}\nend", "\u{94D}\u{915}\nend"),
    ("👍\nend", "🏽👍\nend"), ("\u{370}\nend", "\u{340}\nend"),
  ])
  func aChangeInsideAnAnchorsFirstScalarCountsFromBeforeIt(tail: String, edited: String) throws {
    let head = "é" + String(repeating: "x", count: 1_023)
    let (old, new) = (head + tail, head + edited)
    expectMatchesFresh(try moved(TextLineIndex(old), to: new), new)
  }

  @Test func anAnchorLeftAtALineStartMakesNoLineOnceTheBreakGoes() throws {
    // Deleting the run before the line's anchor moves the anchor to the line's start; taking
    // the line break out then meets that anchor where the new text has no line.
    let text = "é\n" + String(repeating: "x", count: 1_024) + "yé"
    var index = TextLineIndex(text)
    for next in ["é\nyé", "éyé"] {
      index = try moved(index, to: next)
      expectMatchesFresh(index, next)
    }
  }

  @Test func anyChangeMovesAnIndexWithAnchorsEverywhere() throws {
    // Seeded: anchors every three characters, so edits meet them at every turn (at line
    // starts, inside scalars, next to joining characters).
    var random = SplitMix(seed: 58)
    let pieces = [
      "a", "é", "e", "\u{301}", "\u{93E}", "\u{915}", "\u{94D}", "🏽", "👍", "🇫🇷", "🇩",
      "\u{200D}", "\u{1100}", "\u{1161}", "\r", "\n", "\r\n", "x",
    ]
    let piece = { (random: inout SplitMix) in pieces.randomElement(using: &random)! }
    var text = (0..<60).map { _ in piece(&random) }.joined()
    var index = TextLineIndex(text, anchorSpacing: 3)
    for step in 0..<1_500 {
      let characters = Array(text)
      let from = Int.random(in: 0...characters.count, using: &random)
      let removed = Int.random(in: 0...min(6, characters.count - from), using: &random)
      let inserted = (0..<Int.random(in: 0...4, using: &random)).map { _ in piece(&random) }
      let edited =
        String(characters[..<from]) + inserted.joined()
        + String(characters[(from + removed)...])
      guard let change = TextChange(from: text, to: edited) else { continue }
      index = try #require(index.updated(to: edited, by: change), "step \(step)")
      text = edited
      let fresh = TextLineIndex(text, anchorSpacing: 3)
      #expect(index.byteOffsets == fresh.byteOffsets, "step \(step)")
      #expect(index.offsets == fresh.offsets, "step \(step)")
      #expect(index.characterCount == fresh.characterCount, "step \(step)")
      for anchor in index.anchors {
        #expect(
          text.utf8.index(text.utf8.startIndex, offsetBy: anchor.byte)
            == text.index(text.startIndex, offsetBy: anchor.character),
          "step \(step): anchor \(anchor)")
      }
      if index.byteOffsets != fresh.byteOffsets { break }
    }
  }

  @Test func anAccentPutJustAtAnAnchorJoinsTheCharacterBeforeIt() throws {
    // Line 1's first anchor is at its 1,024th character: an accent put there belongs to the
    // character before it, so the anchor no longer starts a character.
    let text = "top\n" + String(repeating: "é", count: 2_000) + "\nend"
    let index = TextLineIndex(text)
    let anchor = try #require(index.anchors.first)
    var edited = text
    edited.insert(
      contentsOf: "\u{301}z", at: text.utf8.index(text.utf8.startIndex, offsetBy: anchor.byte))
    let updated = try moved(index, to: edited)
    expectMatchesFresh(updated, "accent")
    #expect(
      updated.index(ofCharacter: anchor.character + 5)
        == edited.index(edited.startIndex, offsetBy: anchor.character + 5))
  }

  @Test func aLongPlainRunPutIntoALineOfAccentsGivesItAnchors() throws {
    // A pasted run of ASCII joins nothing, but a line holding an accent must have anchors
    // along it, or each character far into it is found by walking from the line's start.
    let text = "é xy\nnext"
    var edited = text
    edited.insert(
      contentsOf: String(repeating: "a", count: 5_000), at: text.index(text.startIndex, offsetBy: 3)
    )
    let updated = try moved(TextLineIndex(text), to: edited)
    expectMatchesFresh(updated, "run")
    #expect(updated.anchors.count >= 4)
  }

  @Test func aLineJoinedToALongPlainOneGetsAnchors() throws {
    let text = "éx\n" + String(repeating: "a", count: 5_000)
    let joined = "éx" + String(repeating: "a", count: 5_000)
    let updated = try moved(TextLineIndex(text), to: joined)
    expectMatchesFresh(updated, "joined")
    #expect(updated.anchors.count >= 4)
  }

  @Test func typingOneKeyAtATimeKeepsALinesAnchorsClose() throws {
    // Each key is a plain edit that moves anchors along; the gaps between them (and the
    // line's ends) must not grow past twice the spacing, or lookups walk ever further.
    var text = "é" + String(repeating: "b", count: 20)
    var index = TextLineIndex(text, anchorSpacing: 8)
    for step in 0..<100 {
      let edited = text + "x"
      index = try moved(index, to: edited)
      text = edited
      let marks = [0] + index.anchors.map(\.character) + [index.characterCount]
      let widest = zip(marks, marks.dropFirst()).map { $1 - $0 }.max() ?? 0
      #expect(widest <= 16, "step \(step): anchors \(index.anchors)")
    }
    expectMatchesFresh(index, "typed")
  }

  @Test func anAccentTypedIntoALongPlainLineGivesItAnchors() throws {
    let text = String(repeating: "abcdefghij", count: 1_000) + "\nend"
    let index = TextLineIndex(text)
    #expect(index.anchors.isEmpty)
    var edited = text
    edited.insert("é", at: text.index(text.startIndex, offsetBy: 5_000))
    let updated = try moved(index, to: edited)
    expectMatchesFresh(updated, "é")
    // Characters far into the line are found from anchors, not from the line's start.
    #expect(updated.anchors.count >= 9)
    // And taking it out again.
    expectMatchesFresh(try moved(updated, to: text), "back")
  }
}
