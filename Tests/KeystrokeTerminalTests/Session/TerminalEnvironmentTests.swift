import Testing

@testable import KeystrokeTerminal

@Suite struct TerminalEnvironmentTests {
  @Test(arguments: [
    ("KEYSTROKE_KEYBOARD", "fancy"), ("KEYSTROKE_COLOR", "lots"), ("KEYSTROKE_ESCDELAY", "-1"),
    ("KEYSTROKE_ESCDELAY", "abc"), ("KEYSTROKE_ESCDELAY", "99999"),
    ("KEYSTROKE_ESCDELAY", "1e3"),
  ])
  func malformedOverridesAreIgnoredAndReported(name: String, value: String) {
    let env = TerminalEnvironment([name: value])
    #expect(env.keyboardOverride == nil)
    #expect(env.colorOverride == nil)
    #expect(env.escapeDelayOverride == nil)
    #expect(env.problems.count == 1)
    #expect(env.problems.first?.contains("\(name)=\(value)") == true)
  }

  @Test func emptyValuesCountAsUnset() {
    let env = TerminalEnvironment(["TERM": "", "TMUX": "", "SSH_TTY": "", "KEYSTROKE_COLOR": ""])
    #expect(env.term == nil)
    #expect(!env.insideTmux)
    #expect(!env.overSSH)
    #expect(env.problems.isEmpty)
  }

  @Test func validOverridesParse() {
    let env = TerminalEnvironment([
      "KEYSTROKE_KEYBOARD": "Legacy", "KEYSTROKE_COLOR": "16", "KEYSTROKE_ESCDELAY": "0",
    ])
    #expect(env.keyboardOverride == .legacy)
    #expect(env.colorOverride == .ansi16)
    #expect(env.escapeDelayOverride == 0)
    #expect(env.problems.isEmpty)
  }

  @Test(
    arguments: [
      ("15;0", false), ("0;15", true), ("default;default;7", true), ("7;8", false),
      ("12;4", false), ("0;11", true), ("", nil), ("15;light", nil), ("15;99", nil), (";", nil),
    ] as [(String, Bool?)])
  func colorFGBGSaysWhetherTheBackgroundIsLight(value: String, isLight: Bool?) {
    #expect(TerminalEnvironment(["COLORFGBG": value]).backgroundIsLight == isLight)
  }
}
