import Testing

@testable import KeystrokeCore

private func shortcut(_ key: KeyCode, _ modifiers: KeyModifiers = []) -> Shortcut {
  Shortcut(key, modifiers: modifiers)
}

@Suite struct ShortcutParserTests {
  @Test(
    arguments: [
      ("⌘⇧U", shortcut(.character("u"), [.command, .shift])),
      ("⌃⌥⇧⌘K", shortcut(.character("k"), [.control, .option, .shift, .command])),
      ("⌘⌃⇧⌥K", shortcut(.character("k"), [.control, .option, .shift, .command])),
      ("⌘1", shortcut(.character("1"), .command)),
      ("⇧⇥", shortcut(.tab, .shift)),
      ("⌘↩", shortcut(.return, .command)),
      ("⌘Space", shortcut(.space, .command)),
      ("⌘+K", shortcut(.character("k"), .command)),
      ("⌘+", shortcut(.character("+"), .command)),
      ("⌘++", shortcut(.character("+"), .command)),
      ("⌘,", shortcut(.character(","), .command)),
      ("⎋", shortcut(.escape)),
      ("⌦", shortcut(.deleteForward)),
      ("↖", shortcut(.home)),
      ("↘", shortcut(.end)),
      ("⇞", shortcut(.pageUp)),
      ("⌥⇟", shortcut(.pageDown, .option)),
      ("⌃←", shortcut(.leftArrow, .control)),
      ("⌘F5", shortcut(.function(5), .command)),
    ] as [(String, Shortcut)])
  func glyphForms(text: String, expected: Shortcut) throws {
    #expect(try Shortcut(parsing: text) == expected)
  }

  @Test(
    arguments: [
      ("cmd+shift+u", shortcut(.character("u"), [.command, .shift])),
      ("Ctrl+S", shortcut(.character("s"), .control)),
      ("CTRL+s", shortcut(.character("s"), .control)),
      ("control+s", shortcut(.character("s"), .control)),
      ("alt+2", shortcut(.character("2"), .option)),
      ("opt+2", shortcut(.character("2"), .option)),
      ("option+2", shortcut(.character("2"), .option)),
      ("meta+x", shortcut(.character("x"), .option)),
      ("command+k", shortcut(.character("k"), .command)),
      ("super+k", shortcut(.character("k"), .command)),
      ("shift+tab", shortcut(.tab, .shift)),
      ("f5", shortcut(.function(5))),
      ("F35", shortcut(.function(35))),
      ("ctrl+f1", shortcut(.function(1), .control)),
      ("enter", shortcut(.return)),
      ("Return", shortcut(.return)),
      ("esc", shortcut(.escape)),
      ("Escape", shortcut(.escape)),
      ("tab", shortcut(.tab)),
      ("space", shortcut(.space)),
      ("backspace", shortcut(.backspace)),
      ("delete", shortcut(.deleteForward)),
      ("up", shortcut(.upArrow)),
      ("down", shortcut(.downArrow)),
      ("left", shortcut(.leftArrow)),
      ("right", shortcut(.rightArrow)),
      ("home", shortcut(.home)),
      ("end", shortcut(.end)),
      ("pageup", shortcut(.pageUp)),
      ("PageDown", shortcut(.pageDown)),
      ("insert", shortcut(.insert)),
      ("clear", shortcut(.clear)),
      ("cmd++", shortcut(.character("+"), .command)),
      ("cmd+plus", shortcut(.character("+"), .command)),
      ("+", shortcut(.character("+"))),
      ("cmd+-", shortcut(.character("-"), .command)),
      ("ctrl+minus", shortcut(.character("-"), .control)),
      ("-", shortcut(.character("-"))),
      ("ctrl+shift++", shortcut(.character("+"), [.control, .shift])),
      ("g", shortcut(.character("g"))),
      ("G", shortcut(.character("g"), .shift)),
      ("É", shortcut(.character("é"), .shift)),
      ("cmd+U", shortcut(.character("u"), .command)),
      ("shift+G", shortcut(.character("g"), .shift)),
      ("  ctrl+k  ", shortcut(.character("k"), .control)),
      ("ctrl+⌘+k", shortcut(.character("k"), [.control, .command])),
      ("⌘shift+k", shortcut(.character("k"), [.command, .shift])),
    ] as [(String, Shortcut)])
  func wordForms(text: String, expected: Shortcut) throws {
    #expect(try Shortcut(parsing: text) == expected)
  }

  @Test func chordsAreWhitespaceSeparatedSteps() throws {
    let chord = try KeySequence(parsing: "ctrl+k  ctrl+s")
    #expect(
      chord.steps == [shortcut(.character("k"), .control), shortcut(.character("s"), .control)])
    let glyphs = try KeySequence(parsing: "⌃K\t⌃S")
    #expect(glyphs == chord)
    #expect(try KeySequence(parsing: "g g").steps.count == 2)
    #expect(try KeySequence(parsing: "cmd+k").isSingle)
  }

  @Test(
    arguments: [
      ("cmdd+k", "unknown modifier \"cmdd\" at 1 (did you mean \"cmd\"?)"),
      ("ctrl+", "missing key after \"ctrl+\" at 6"),
      ("cmd", "missing key after \"cmd\" at 4"),
      ("shift", "missing key after \"shift\" at 6"),
      ("⌘⇧", "missing key after \"⌘⇧\" at 3"),
      ("ctrl+⌘", "missing key after \"ctrl+⌘\" at 7"),
      ("f99", "f99 is not a function key (F1–F35) at 1"),
      ("ctrl+F0", "F0 is not a function key (F1–F35) at 6"),
      ("f36", "f36 is not a function key (F1–F35) at 1"),
      ("ctrl+ctrl+k", "duplicate modifier \"ctrl\" at 6"),
      ("cmd+command+k", "duplicate modifier \"command\" at 5"),
      ("⌘⌘K", "duplicate modifier \"⌘\" at 2"),
      ("⌘cmd+K", "duplicate modifier \"cmd\" at 2"),
      ("", "empty input: expected a shortcut such as \"cmd+s\" or \"⌘S\""),
      ("   ", "empty input: expected a shortcut such as \"cmd+s\" or \"⌘S\""),
      ("ctrl+entr", "unknown key \"entr\" at 6 (did you mean \"enter\"?)"),
      ("ctrl+qqqqqqqq", "unknown key \"qqqqqqqq\" at 6"),
      ("k+ctrl", "\"k\" at 1 is a key, but only modifiers may come before \"+\""),
      ("cmd+k+x", "\"k\" at 5 is a key, but only modifiers may come before \"+\""),
      ("++", "\"+\" at 1 is a key, but only modifiers may come before \"+\""),
      ("ctrl+\u{1}", "unknown key \"\\u{01}\" at 6"),
      ("ctrl+k ctrl+s", "expected one shortcut but found a second step at 8"),
      ("ctrl k", "missing key after \"ctrl\" at 5"),
    ] as [(String, String)])
  func badInputIsReportedWithItsPosition(text: String, message: String) {
    #expect {
      _ = try Shortcut(parsing: text)
    } throws: { error in
      (error as? ShortcutParseError)?.description == message
    }
  }

  @Test func chordErrorsCountPositionsAcrossSteps() {
    #expect {
      _ = try KeySequence(parsing: "ctrl+k ctrl+shfit+s")
    } throws: { error in
      (error as? ShortcutParseError)?.description
        == "unknown modifier \"shfit\" at 13 (did you mean \"shift\"?)"
    }
  }

  @Test func randomTextNeverCrashes() {
    var generator = SplitMix(seed: 0x5EED)
    let alphabet = Array("cmdshiftaltr+⌘⇧⌥⌃ -f0123456789k\u{1}é👍\t")
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 12)
      let text = String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      do {
        let sequence = try KeySequence(parsing: text)
        #expect(!sequence.steps.isEmpty)
      } catch {
        #expect(error.position >= 1 && error.position <= text.count + 1)
        #expect(!error.description.isEmpty)
      }
    }
  }
}
