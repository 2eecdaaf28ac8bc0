import Testing

@testable import KeystrokeCore

@Suite struct ShortcutTests {
  @Test func capitalLetterBecomesLowercaseWithShift() {
    let shortcut = Shortcut("U", modifiers: .command)
    #expect(shortcut.key == .character("u"))
    #expect(shortcut.modifiers == [.command, .shift])
    #expect(shortcut == Shortcut("u", modifiers: [.command, .shift]))
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
