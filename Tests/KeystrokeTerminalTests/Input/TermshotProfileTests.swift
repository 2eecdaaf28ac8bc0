import KeystrokeCore
import Testing

@testable import KeystrokeTerminal

/// One key press as termshot.py's key script sends it (bytes generated from its `encode`).
struct TermshotKey: Sendable, CustomTestStringConvertible {
  enum Profile: Sendable {
    case legacy
    case kitty
  }

  let profile: Profile
  let token: String
  let hex: String

  init(_ profile: Profile, _ token: String, _ hex: String) {
    self.profile = profile
    self.token = token
    self.hex = hex
  }

  var testDescription: String { "\(profile) \(token)" }
}

/// The decoder reads every key termshot.py's `legacy` and `kitty` profiles send
/// (../shared/tools/README.md) as the key the script named.
@Suite struct TermshotProfileTests {
  static let keys: [TermshotKey] = [
    TermshotKey(.legacy, "a", "61"),
    TermshotKey(.legacy, "z", "7a"),
    TermshotKey(.legacy, "A", "41"),
    TermshotKey(.legacy, "7", "37"),
    TermshotKey(.legacy, "/", "2f"),
    TermshotKey(.legacy, "é", "c3a9"),
    TermshotKey(.legacy, "enter", "0d"),
    TermshotKey(.legacy, "tab", "09"),
    TermshotKey(.legacy, "space", "20"),
    TermshotKey(.legacy, "backspace", "7f"),
    TermshotKey(.legacy, "esc", "1b"),
    TermshotKey(.legacy, "up", "1b5b41"),
    TermshotKey(.legacy, "down", "1b5b42"),
    TermshotKey(.legacy, "right", "1b5b43"),
    TermshotKey(.legacy, "left", "1b5b44"),
    TermshotKey(.legacy, "home", "1b5b48"),
    TermshotKey(.legacy, "end", "1b5b46"),
    TermshotKey(.legacy, "insert", "1b5b327e"),
    TermshotKey(.legacy, "delete", "1b5b337e"),
    TermshotKey(.legacy, "pageup", "1b5b357e"),
    TermshotKey(.legacy, "pagedown", "1b5b367e"),
    TermshotKey(.legacy, "f1", "1b4f50"),
    TermshotKey(.legacy, "f2", "1b4f51"),
    TermshotKey(.legacy, "f3", "1b4f52"),
    TermshotKey(.legacy, "f4", "1b4f53"),
    TermshotKey(.legacy, "f5", "1b5b31357e"),
    TermshotKey(.legacy, "f6", "1b5b31377e"),
    TermshotKey(.legacy, "f7", "1b5b31387e"),
    TermshotKey(.legacy, "f8", "1b5b31397e"),
    TermshotKey(.legacy, "f9", "1b5b32307e"),
    TermshotKey(.legacy, "f10", "1b5b32317e"),
    TermshotKey(.legacy, "f11", "1b5b32337e"),
    TermshotKey(.legacy, "f12", "1b5b32347e"),
    TermshotKey(.legacy, "ctrl+a", "01"),
    TermshotKey(.legacy, "ctrl+s", "13"),
    TermshotKey(.legacy, "ctrl+z", "1a"),
    TermshotKey(.legacy, "ctrl+h", "08"),
    TermshotKey(.legacy, "ctrl+space", "00"),
    TermshotKey(.legacy, "ctrl+A", "1b5b39373b3675"),
    TermshotKey(.legacy, "ctrl+/", "1b5b34373b3575"),
    TermshotKey(.legacy, "ctrl+]", "1d"),
    TermshotKey(.legacy, "ctrl+\\", "1c"),
    TermshotKey(.legacy, "alt+x", "1b78"),
    TermshotKey(.legacy, "alt+X", "1b58"),
    TermshotKey(.legacy, "alt+2", "1b32"),
    TermshotKey(.legacy, "alt+enter", "1b0d"),
    TermshotKey(.legacy, "alt+backspace", "1b7f"),
    TermshotKey(.legacy, "alt+esc", "1b1b"),
    TermshotKey(.legacy, "alt+tab", "1b09"),
    TermshotKey(.legacy, "alt+space", "1b20"),
    TermshotKey(.legacy, "ctrl+alt+a", "1b01"),
    TermshotKey(.legacy, "ctrl+alt+up", "1b5b313b3741"),
    TermshotKey(.legacy, "shift+tab", "1b5b5a"),
    TermshotKey(.legacy, "alt+shift+tab", "1b1b5b5a"),
    TermshotKey(.legacy, "cmd+2", "1b5b35303b3975"),
    TermshotKey(.legacy, "cmd+k", "1b5b3130373b3975"),
    TermshotKey(.legacy, "cmd+K", "1b5b3130373b313075"),
    TermshotKey(.legacy, "cmd+shift+u", "1b5b3131373b313075"),
    TermshotKey(.legacy, "ctrl+cmd+k", "1b5b3130373b313375"),
    TermshotKey(.legacy, "shift+up", "1b5b313b3241"),
    TermshotKey(.legacy, "ctrl+up", "1b5b313b3541"),
    TermshotKey(.legacy, "alt+up", "1b5b313b3341"),
    TermshotKey(.legacy, "ctrl+shift+left", "1b5b313b3644"),
    TermshotKey(.legacy, "shift+f1", "1b5b313b3250"),
    TermshotKey(.legacy, "ctrl+f4", "1b5b313b3553"),
    TermshotKey(.legacy, "shift+f3", "1b5b313b3252"),
    TermshotKey(.legacy, "ctrl+f3", "1b5b313b3552"),
    TermshotKey(.legacy, "shift+f5", "1b5b31353b327e"),
    TermshotKey(.legacy, "ctrl+f12", "1b5b32343b357e"),
    TermshotKey(.legacy, "shift+home", "1b5b313b3248"),
    TermshotKey(.legacy, "ctrl+end", "1b5b313b3546"),
    TermshotKey(.legacy, "ctrl+delete", "1b5b333b357e"),
    TermshotKey(.legacy, "alt+pageup", "1b5b353b337e"),
    TermshotKey(.legacy, "shift+insert", "1b5b323b327e"),
    TermshotKey(.legacy, "cmd+up", "1b5b313b3941"),
    TermshotKey(.legacy, "ctrl+enter", "1b5b31333b3575"),
    TermshotKey(.legacy, "ctrl+tab", "1b5b393b3575"),
    TermshotKey(.legacy, "ctrl+backspace", "1b5b3132373b3575"),
    TermshotKey(.legacy, "ctrl+esc", "1b5b32373b3575"),
    TermshotKey(.legacy, "alt+f10", "1b5b32313b337e"),
    TermshotKey(.legacy, "ctrl+alt+shift+cmd+z", "1b5b3132323b313675"),
    TermshotKey(.kitty, "a", "61"),
    TermshotKey(.kitty, "z", "7a"),
    TermshotKey(.kitty, "A", "41"),
    TermshotKey(.kitty, "7", "37"),
    TermshotKey(.kitty, "/", "2f"),
    TermshotKey(.kitty, "é", "c3a9"),
    TermshotKey(.kitty, "enter", "0d"),
    TermshotKey(.kitty, "tab", "09"),
    TermshotKey(.kitty, "space", "20"),
    TermshotKey(.kitty, "backspace", "7f"),
    TermshotKey(.kitty, "esc", "1b5b323775"),
    TermshotKey(.kitty, "up", "1b5b41"),
    TermshotKey(.kitty, "down", "1b5b42"),
    TermshotKey(.kitty, "right", "1b5b43"),
    TermshotKey(.kitty, "left", "1b5b44"),
    TermshotKey(.kitty, "home", "1b5b48"),
    TermshotKey(.kitty, "end", "1b5b46"),
    TermshotKey(.kitty, "insert", "1b5b327e"),
    TermshotKey(.kitty, "delete", "1b5b337e"),
    TermshotKey(.kitty, "pageup", "1b5b357e"),
    TermshotKey(.kitty, "pagedown", "1b5b367e"),
    TermshotKey(.kitty, "f1", "1b4f50"),
    TermshotKey(.kitty, "f2", "1b4f51"),
    TermshotKey(.kitty, "f3", "1b4f52"),
    TermshotKey(.kitty, "f4", "1b4f53"),
    TermshotKey(.kitty, "f5", "1b5b31357e"),
    TermshotKey(.kitty, "f6", "1b5b31377e"),
    TermshotKey(.kitty, "f7", "1b5b31387e"),
    TermshotKey(.kitty, "f8", "1b5b31397e"),
    TermshotKey(.kitty, "f9", "1b5b32307e"),
    TermshotKey(.kitty, "f10", "1b5b32317e"),
    TermshotKey(.kitty, "f11", "1b5b32337e"),
    TermshotKey(.kitty, "f12", "1b5b32347e"),
    TermshotKey(.kitty, "ctrl+a", "1b5b39373b3575"),
    TermshotKey(.kitty, "ctrl+s", "1b5b3131353b3575"),
    TermshotKey(.kitty, "ctrl+z", "1b5b3132323b3575"),
    TermshotKey(.kitty, "ctrl+h", "1b5b3130343b3575"),
    TermshotKey(.kitty, "ctrl+space", "1b5b33323b3575"),
    TermshotKey(.kitty, "ctrl+A", "1b5b39373b3675"),
    TermshotKey(.kitty, "ctrl+/", "1b5b34373b3575"),
    TermshotKey(.kitty, "ctrl+]", "1b5b39333b3575"),
    TermshotKey(.kitty, "ctrl+\\", "1b5b39323b3575"),
    TermshotKey(.kitty, "alt+x", "1b5b3132303b3375"),
    TermshotKey(.kitty, "alt+X", "1b5b3132303b3475"),
    TermshotKey(.kitty, "alt+2", "1b5b35303b3375"),
    TermshotKey(.kitty, "alt+enter", "1b5b31333b3375"),
    TermshotKey(.kitty, "alt+backspace", "1b5b3132373b3375"),
    TermshotKey(.kitty, "alt+esc", "1b5b32373b3375"),
    TermshotKey(.kitty, "alt+tab", "1b5b393b3375"),
    TermshotKey(.kitty, "alt+space", "1b5b33323b3375"),
    TermshotKey(.kitty, "ctrl+alt+a", "1b5b39373b3775"),
    TermshotKey(.kitty, "ctrl+alt+up", "1b5b313b3741"),
    TermshotKey(.kitty, "shift+tab", "1b5b5a"),
    TermshotKey(.kitty, "alt+shift+tab", "1b5b393b3475"),
    TermshotKey(.kitty, "cmd+2", "1b5b35303b3975"),
    TermshotKey(.kitty, "cmd+k", "1b5b3130373b3975"),
    TermshotKey(.kitty, "cmd+K", "1b5b3130373b313075"),
    TermshotKey(.kitty, "cmd+shift+u", "1b5b3131373b313075"),
    TermshotKey(.kitty, "ctrl+cmd+k", "1b5b3130373b313375"),
    TermshotKey(.kitty, "shift+up", "1b5b313b3241"),
    TermshotKey(.kitty, "ctrl+up", "1b5b313b3541"),
    TermshotKey(.kitty, "alt+up", "1b5b313b3341"),
    TermshotKey(.kitty, "ctrl+shift+left", "1b5b313b3644"),
    TermshotKey(.kitty, "shift+f1", "1b5b313b3250"),
    TermshotKey(.kitty, "ctrl+f4", "1b5b313b3553"),
    TermshotKey(.kitty, "shift+f3", "1b5b31333b327e"),
    TermshotKey(.kitty, "ctrl+f3", "1b5b31333b357e"),
    TermshotKey(.kitty, "shift+f5", "1b5b31353b327e"),
    TermshotKey(.kitty, "ctrl+f12", "1b5b32343b357e"),
    TermshotKey(.kitty, "shift+home", "1b5b313b3248"),
    TermshotKey(.kitty, "ctrl+end", "1b5b313b3546"),
    TermshotKey(.kitty, "ctrl+delete", "1b5b333b357e"),
    TermshotKey(.kitty, "alt+pageup", "1b5b353b337e"),
    TermshotKey(.kitty, "shift+insert", "1b5b323b327e"),
    TermshotKey(.kitty, "cmd+up", "1b5b313b3941"),
    TermshotKey(.kitty, "ctrl+enter", "1b5b31333b3575"),
    TermshotKey(.kitty, "ctrl+tab", "1b5b393b3575"),
    TermshotKey(.kitty, "ctrl+backspace", "1b5b3132373b3575"),
    TermshotKey(.kitty, "ctrl+esc", "1b5b32373b3575"),
    TermshotKey(.kitty, "alt+f10", "1b5b32313b337e"),
    TermshotKey(.kitty, "ctrl+alt+shift+cmd+z", "1b5b3132323b313675"),
  ]

  @Test(arguments: keys) func decodesTheNamedKey(_ row: TermshotKey) throws {
    let expected = try #require(DecoderFixtures.shortcut(token: row.token))
    let events = DecoderFixtures.decode(DecoderFixtures.hex(row.hex))
    guard events.count == 1, case .key(let key) = events[0] else {
      Issue.record("expected one key event, got \(events)")
      return
    }
    #expect(key.shortcut == expected)
    #expect(key.kind == .press)
    let typesText = expected.modifiers.subtracting(.shift).isEmpty && expected.key.isPrintable
    #expect((key.text != nil) == typesText, "text \(String(describing: key.text))")
  }

  @Test func answersTermshotGivesAreReplies() {
    let bytes = DecoderFixtures.bytes("\u{1B}[?62;22c\u{1B}[?1u\u{1B}[?2026;2$y")
    #expect(
      DecoderFixtures.decode(bytes) == [
        .reply(.deviceAttributes([62, 22])), .reply(.keyboardFlags(1)),
        .reply(.mode(2026, state: .reset, isPrivate: true)),
      ])
  }
}
