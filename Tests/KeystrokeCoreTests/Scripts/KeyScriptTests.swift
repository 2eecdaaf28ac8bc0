import Testing

@testable import KeystrokeCore

@Suite struct KeyScriptTests {
  @Test func readsEveryKindOfToken() throws {
    let script = try KeyScript(
      parsing: #"cmd+1 ⌘⇧U "Write \"report\"" wait:15m wait:2s wait:250 resize:80x24 enter A"#)
    #expect(
      script.steps == [
        .key(Shortcut("1", modifiers: .command)),
        .key(Shortcut("u", modifiers: [.command, .shift])),
        .text("Write \"report\""),
        .wait(.seconds(900)), .wait(.seconds(2)), .wait(.milliseconds(250)),
        .resize(columns: 80, rows: 24),
        .key(Shortcut(.return)),
        .key(Shortcut("a", modifiers: .shift)),
      ])
  }

  /// A quote joined into one character with the scalar beside it (a combining accent after
  /// the opening quote, U+0600 before the closing one) is still a quote.
  @Test(arguments: [
    ("\"\u{301}\"", "\u{301}"), ("\"\u{600}\"", "\u{600}"),
    ("\"e\u{301}\u{600}\"", "e\u{301}\u{600}"),
    ("\"\u{1F3FD}x\"", "\u{1F3FD}x"),
  ])
  func quotedTextMayStartOrEndWithAJoiningScalar(source: String, typed: String) throws {
    #expect(
      try KeyScript(parsing: source + " enter").steps == [.text(typed), .key(Shortcut(.return))])
  }

  @Test func positionsCountCharactersThoughTheScriptIsReadByScalar() {
    #expect {
      try KeyScript(parsing: "\"e\u{301}\" \"\u{600}x\" nope")
    } throws: { error in
      (error as? KeyScriptError)?.position == 9
    }
  }

  @Test func emptyScriptHasNoSteps() throws {
    #expect(try KeyScript(parsing: "   ").steps.isEmpty)
  }

  @Test(arguments: [
    ("enter cmd+ esc", "cmd+", 7),
    ("wait:soon", "wait:soon", 1),
    ("a resize:80by24", "resize:80by24", 3),
    ("resize:0x10", "resize:0x10", 1),
    ("resize:99999x10", "resize:99999x10", 1),
    ("\"never closed", "\"never closed", 1),
    ("ctrl+shift+nope", "ctrl+shift+nope", 1),
    ("wait:-5s", "wait:-5s", 1),
  ])
  func badTokensAreNamedWithTheirPosition(source: String, token: String, position: Int) {
    #expect {
      try KeyScript(parsing: source)
    } throws: { error in
      guard let error = error as? KeyScriptError else { return false }
      return error.token == token && error.position == position
        && error.description.contains(token)
    }
  }

  @Test func randomScriptsNeverCrash() {
    var generator = SplitMix(seed: 0x5EED_0004)
    let alphabet = Array("ab+ :\"\\x1wait:resize:ctrlcmd⌘⇧⎋ 9ms")
    for _ in 0..<500 {
      let length = Int.random(in: 0..<30, using: &generator)
      let source = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      _ = try? KeyScript(parsing: source)
    }
  }
}
