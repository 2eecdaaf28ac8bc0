import Testing

@testable import Keystroke

/// Undo steps keep the bytes an edit changed, not copies of the text.
@Suite struct TextChangeTests {
  @Test(arguments: [
    ("hello", "help"), ("", "abc"), ("abc", ""), ("aXb", "ab"), ("ab", "aXYb"),
    ("héllo", "hallo"), ("🇫🇷x", "🇩🇪x"), ("same", "same"),
  ])
  func aChangeTurnsTheOldTextIntoTheNewAndBack(old: String, new: String) {
    guard let change = TextChange(from: old, to: new) else {
      #expect(old == new)
      return
    }
    #expect(change.applied(to: old) == new)
    #expect(change.inverse.applied(to: new) == old)
  }

  @Test func aChangeKeepsOnlyWhatDiffers() throws {
    let change = try #require(TextChange(from: "one two three", to: "one 2 three"))
    #expect(change.start == 4)
    #expect(change.removed == Array("two".utf8))
    #expect(change.inserted == Array("2".utf8))
  }

  @Test func followingChangesMergeIntoOne() throws {
    let texts = ["ab", "aXb", "aXYb", "aXY", "ZaXY"]
    var merged = try #require(TextChange(from: texts[0], to: texts[1]))
    for index in 1..<(texts.count - 1) {
      let next = try #require(TextChange(from: texts[index], to: texts[index + 1]))
      merged = merged.followed(by: next, in: texts[index])
      #expect(merged.applied(to: texts[0]) == texts[index + 1])
      #expect(merged.inverse.applied(to: texts[index + 1]) == texts[0])
    }
  }

  @Test func aChangeDoesNotApplyToATextThatNoLongerHoldsIt() throws {
    let change = try #require(TextChange(from: "abc", to: "abXc"))
    #expect(change.inverse.applied(to: "something else") == nil)
  }

  /// Long texts (the prefix and suffix are compared in blocks of 32 and 8 bytes) with an edit
  /// anywhere, from a fixed seed: the change is exactly what lies between the longest common
  /// prefix and suffix, found byte by byte.
  @Test func aChangeInALongTextIsTheLeastBetweenCommonEnds() {
    var seed: UInt64 = 0x7E87_0014
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let pieces = ["a", "b", " ", "\n", "é", "界"]
    for _ in 0..<500 {
      let old = String((0..<next(200)).map { _ in pieces[next(pieces.count)] }.joined())
      var bytes = Array(old.utf8)
      let start = next(bytes.count + 1)
      let end = min(bytes.count, start + next(40))
      let inserted = (0..<next(40)).map { _ in UInt8(0x61 + next(3)) }
      bytes.replaceSubrange(start..<end, with: inserted)
      let new = String(decoding: bytes, as: UTF8.self)
      let a = Array(old.utf8)
      let b = Array(new.utf8)
      var prefix = 0
      while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < min(a.count, b.count) - prefix,
        a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
      {
        suffix += 1
      }
      guard let change = TextChange(from: old, to: new) else {
        #expect(a == b)
        continue
      }
      #expect(change.start == prefix)
      #expect(change.removed == Array(a[prefix..<(a.count - suffix)]))
      #expect(change.inserted == Array(b[prefix..<(b.count - suffix)]))
      #expect(change.applied(to: old) == new)
    }
  }
}
