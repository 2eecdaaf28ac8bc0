import Testing

@testable import KeystrokeCore

/// Engine identities made from the framework's numbers keep them as numbers, and equal the
/// same identity written as text.
@Suite struct IdentityValueTests {
  @Test func aNumberComesBackAsTheSameNumber() {
    #expect(ShortcutControl.ID(number: 42).number == 42)
    #expect(PresentationLayer.ID(number: 0).number == 0)
    #expect(FocusNodeID(number: -7).number == -7)
    #expect(FocusNodeID(number: 12).rawValue == "12")
  }

  @Test func textSpellingANumberIsThatNumber() {
    #expect(ShortcutControl.ID("3") == ShortcutControl.ID(number: 3))
    #expect(ShortcutControl.ID("3").hashValue == ShortcutControl.ID(number: 3).hashValue)
    #expect(PresentationLayer.ID(stringLiteral: "1") == PresentationLayer.ID(number: 1))
    #expect(FocusNodeID("3").number == 3)
  }

  @Test(arguments: ["03", "+3", " 3", "3.0", "main", "", "item.47", "99999999999999999999"])
  func otherTextStaysText(_ text: String) {
    let id = FocusNodeID(text)
    #expect(id.number == nil)
    #expect(id.rawValue == text)
    #expect(id.description == text)
    #expect(id != FocusNodeID(number: 3))
  }
}
