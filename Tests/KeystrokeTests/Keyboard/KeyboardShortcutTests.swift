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

  @Test func standardActionsUseReturnAndEscapeWithoutModifiers() {
    #expect(KeyboardShortcut.defaultAction.shortcut == Shortcut.defaultAction)
    #expect(KeyboardShortcut.cancelAction.shortcut == Shortcut.cancelAction)
    #expect(KeyEquivalent.return.character == "\r")
    #expect(KeyEquivalent.upArrow.character == "\u{F700}")
  }
}
