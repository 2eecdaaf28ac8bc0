import Testing

@testable import KeystrokeCore

@Suite struct TerminalKeyProfileTests {
  /// Shortcut text, then whether kitty, modifyOtherKeys and legacy deliver it.
  @Test(
    arguments: [
      ("cmd+k", true, false, false),
      ("ctrl+cmd+k", true, false, false),
      ("ctrl+k", true, true, true),
      ("ctrl+s", true, true, true),
      ("ctrl+i", true, false, false),
      ("ctrl+m", true, false, false),
      ("ctrl+h", true, false, false),
      ("ctrl+j", true, false, false),
      ("ctrl+[", true, true, false),
      ("ctrl+\\", true, true, true),
      ("ctrl+c", false, false, false),
      ("ctrl+z", false, false, false),
      ("ctrl+shift+c", true, true, false),
      ("ctrl+shift+k", true, true, false),
      ("ctrl+shift+i", true, true, false),
      ("ctrl+alt+k", true, true, true),
      ("ctrl+alt+shift+k", true, true, false),
      ("alt+k", true, true, true),
      ("alt+shift+k", true, true, true),
      ("shift+k", true, true, true),
      ("alt+1", true, true, true),
      ("ctrl+1", true, true, false),
      ("shift+1", false, false, false),
      ("alt+shift+1", true, false, false),
      ("ctrl+shift+1", true, true, false),
      ("ctrl+return", true, true, false),
      ("shift+return", true, true, false),
      ("alt+return", true, true, true),
      ("return", true, true, true),
      ("ctrl+tab", true, true, false),
      ("shift+tab", true, true, true),
      ("ctrl+shift+tab", true, true, false),
      ("alt+shift+tab", true, true, true),
      ("ctrl+backspace", true, true, false),
      ("alt+backspace", true, true, true),
      ("ctrl+escape", true, true, false),
      ("ctrl+space", true, true, true),
      ("shift+space", false, false, false),
      ("ctrl+shift+space", true, true, false),
      ("ctrl+alt+shift+up", true, true, true),
      ("shift+f5", true, true, true),
      ("f12", true, true, true),
      ("f13", true, false, false),
      ("delete", true, true, true),
      ("clear", false, false, false),
      ("cmd+shift+1", true, false, false),
    ] as [(String, Bool, Bool, Bool)])
  func whichProfilesDeliver(text: String, kitty: Bool, extended: Bool, legacy: Bool) throws {
    let shortcut = try Shortcut(parsing: text)
    #expect(TerminalKeyProfile.kitty.delivers(shortcut) == kitty, "kitty")
    #expect(TerminalKeyProfile.modifyOtherKeys.delivers(shortcut) == extended, "modifyOtherKeys")
    #expect(TerminalKeyProfile.legacy.delivers(shortcut) == legacy, "legacy")
  }

  @Test(
    arguments: [
      (TerminalKeyProfile.legacy, "ctrl+i", "Ctrl+I sends 09, the byte of Tab"),
      (.legacy, "cmd+k", "Cmd+K needs ⌘ (Super), which only the kitty keyboard protocol reports"),
      (.legacy, "ctrl+shift+k", "Ctrl+Shift+K sends the same byte as Ctrl+K"),
      (.legacy, "ctrl+return", "Ctrl+Enter sends the same bytes as the key without Ctrl or Shift"),
      (.kitty, "ctrl+c", "Ctrl+C is kept for quitting: it always lets the user leave"),
      (
        .modifyOtherKeys, "ctrl+i",
        "Ctrl+I still sends 09, the byte of Tab, through tmux's extended keys too"
      ),
      (.modifyOtherKeys, "f20", "F20: F13–F35 have no code outside the kitty keyboard protocol"),
    ] as [(TerminalKeyProfile, String, String)])
  func reasonsNameTheProblem(profile: TerminalKeyProfile, text: String, reason: String) throws {
    #expect(profile.undeliverableReason(for: try Shortcut(parsing: text)) == reason)
  }

  @Test func onlyKittyReportsCommand() {
    #expect(TerminalKeyProfile.allCases.filter(\.reportsCommand) == [.kitty])
  }
}
