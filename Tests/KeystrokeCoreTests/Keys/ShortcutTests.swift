import Testing

@testable import KeystrokeCore

@Suite struct ShortcutTests {
  @Test func capitalLetterBecomesLowercaseWithShift() {
    let shortcut = Shortcut("U", modifiers: .command)
    #expect(shortcut.key == .character("u"))
    #expect(shortcut.modifiers == [.command, .shift])
    #expect(shortcut == Shortcut("u", modifiers: [.command, .shift]))
  }

  @Test func everyASCIICharacterFoldsAsTheUnicodeRulesSay() {
    // The ASCII shortcut must agree with the general rule for all 128 characters and "\r\n".
    let named: [Character: KeyCode] = [
      "\r": .return, "\n": .return, "\r\n": .return, "\t": .tab, " ": .space,
      "\u{1B}": .escape, "\u{7F}": .backspace, "\u{08}": .backspace,
    ]
    let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n"]
    for character in characters {
      let expected =
        named[character]
        ?? .character(character.isUppercase ? Character(character.lowercased()) : character)
      #expect(KeyCode(character) == expected, "\(character.unicodeScalars.map(\.value))")
      #expect(KeyCode.isUppercase(character) == character.isUppercase)
      let shifted = Shortcut(character, modifiers: .control).modifiers.contains(.shift)
      #expect(shifted == character.isUppercase)
    }
    #expect(Shortcut("É").modifiers == .shift)
    #expect(Shortcut(.character("Q")) == Shortcut("q", modifiers: .shift))
  }

  @Test func stateModifiersDoNotTakePartInMatching() {
    let plain = Shortcut("k", modifiers: .control)
    let withLocks = Shortcut("k", modifiers: [.control, .capsLock, .numericPad, .function])
    #expect(plain == withLocks)
  }

  @Test(
    arguments: [
      ("\r", KeyCode.return), ("\t", .tab), (" ", .space), ("\u{1B}", .escape),
      ("\u{7F}", .backspace), ("a", .character("a")), ("É", .character("é")),
    ] as [(Character, KeyCode)])
  func controlCharactersFoldToNamedKeys(character: Character, key: KeyCode) {
    #expect(KeyCode(character) == key)
  }

  @Test func standardActions() {
    #expect(Shortcut.defaultAction == Shortcut(.return))
    #expect(Shortcut.cancelAction.key == .escape)
    #expect(Shortcut.cancelAction.modifiers.isEmpty)
  }

  @Test func sequencesAreNeverEmpty() {
    #expect(KeySequence([]) == nil)
    let chord = KeySequence([
      Shortcut("k", modifiers: .control), Shortcut("s", modifiers: .control),
    ])
    #expect(chord?.hasProperPrefix([Shortcut("k", modifiers: .control)]) == true)
    #expect(chord?.hasProperPrefix(chord?.steps ?? []) == false)
  }
}
