import KeystrokeCore
import Testing

@testable import KeystrokeTerminal

@Suite struct SessionModesTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func setupEntersEveryModeInOrder() {
    #expect(
      text(SessionModes().setupBytes)
        == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[?1004h"
        + "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
  }

  @Test func teardownLeavesEveryModeInReverse() {
    #expect(
      text(SessionModes().teardownBytes)
        == "\u{18}\u{1B}[<u\u{1B}[>4m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1004l"
        + "\u{1B}[?2004l\u{1B}[?2026l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
  }

  @Test(arguments: [
    (SessionModes(mouse: false), "1000"), (SessionModes(focusEvents: false), "1004"),
    (SessionModes(bracketedPaste: false), "2004"), (SessionModes(alternateScreen: false), "1049"),
  ])
  func disabledModesAreNeitherEnteredNorLeft(modes: SessionModes, mode: String) {
    #expect(!text(modes.setupBytes).contains(mode))
    #expect(!text(modes.teardownBytes).contains(mode))
  }

  @Test func teardownUndoesEverySetupMode() {
    let setup = text(SessionModes().setupBytes)
    let teardown = text(SessionModes().teardownBytes)
    for mode in ["1049", "25", "7", "2004", "1004", "1000", "1002", "1006"] {
      let entered = setup.contains("[?\(mode)h")
      let left = teardown.contains("[?\(mode)l")
      let inverted = setup.contains("[?\(mode)l") && teardown.contains("[?\(mode)h")
      #expect((entered && left) || inverted, "mode \(mode)")
    }
  }

  @Test func resumePopsAndPushesKittyOrReassertsModifyOtherKeys() {
    var kitty = TerminalProfile.legacy
    kitty.keyboard = .kitty
    let resumedKitty = text(SessionModes().resumeBytes(for: kitty))
    #expect(resumedKitty.hasSuffix("\u{1B}[<u\u{1B}[>1u"))
    var xterm = TerminalProfile.legacy
    xterm.keyboard = .modifyOtherKeys
    #expect(text(SessionModes().resumeBytes(for: xterm)).hasSuffix("\u{1B}[>4;2m"))
    #expect(text(SessionModes().resumeBytes(for: .legacy)) == text(SessionModes().setupBytes))
  }
}

@Suite struct TerminalProfileKeyProfileTests {
  @Test(arguments: [
    (KeyboardProtocol.kitty, TerminalKeyProfile.kitty), (.modifyOtherKeys, .legacy),
    (.legacy, .legacy),
  ])
  func keyProfileFollowsTheKeyboardProtocol(
    keyboard: KeyboardProtocol, expected: TerminalKeyProfile
  ) {
    var profile = TerminalProfile.legacy
    profile.keyboard = keyboard
    #expect(profile.keyProfile == expected)
  }
}
