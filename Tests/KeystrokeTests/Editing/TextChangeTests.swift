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
}
