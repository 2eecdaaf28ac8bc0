import KeystrokeCore
import Testing

@testable import Keystroke

@Suite struct KeyboardShortcutTests {
  @Test func modifiersDefaultToCommand() {
    let shortcut = KeyboardShortcut("n")
    #expect(shortcut.modifiers == .command)
    #expect(shortcut.shortcut == Shortcut("n", modifiers: .command))
  }

  @Test func capitalKeyEquivalentImpliesShift() {
    #expect(KeyboardShortcut("U").shortcut == Shortcut("u", modifiers: [.command, .shift]))
    #expect(KeyEquivalent("U") != KeyEquivalent("u"))
  }

  @Test func onlyACapitalImpliesShiftWhateverItsScript() {
    #expect(KeyEquivalent("É") != KeyEquivalent("é"))
    #expect(KeyboardShortcut("É").shortcut == Shortcut("é", modifiers: [.command, .shift]))
    #expect(KeyEquivalent("1") == KeyEquivalent(KeyCode.character("1")))
    #expect(KeyEquivalent("a") == KeyEquivalent(KeyCode.character("a")))
    #expect(Set([KeyEquivalent("u"), KeyEquivalent("U"), KeyEquivalent("u")]).count == 2)
  }

  @Test func standardActionsUseReturnAndEscapeWithoutModifiers() {
    #expect(KeyboardShortcut.defaultAction.shortcut == Shortcut.defaultAction)
    #expect(KeyboardShortcut.cancelAction.shortcut == Shortcut.cancelAction)
    #expect(KeyEquivalent.return.character == "\r")
    #expect(KeyEquivalent.upArrow.character == "\u{F700}")
  }
}
