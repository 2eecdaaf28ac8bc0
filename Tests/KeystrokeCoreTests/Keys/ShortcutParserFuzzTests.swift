import Testing

@testable import KeystrokeCore

/// The libFuzzer target's properties (`Fuzz/Shortcut`) on generated text with fixed seeds:
/// parsing never traps, an error points inside the text, and whatever parses reads back
/// unchanged from each formatter style. A failure names the seed, the round and the text.
@Suite(.timeLimit(.minutes(2))) struct ShortcutParserFuzzTests {
  private static let pieces = [
    "cmd", "command", "super", "ctrl", "control", "alt", "opt", "option", "meta", "shift", "+",
    "+", "+", " ", "⌘", "⌃", "⌥", "⇧", "⎋", "↩", "⇥", "⌫", "↑", "a", "G", "1", "-", "ß", "é",
    "👍", "f5", "F12", "f36", "plus", "minus", "space", "enter", "esc", "pagedown", "home", "\u{7}",
    "\u{200F}", "ǅ", "Ⅳ",
  ]
  private static let formatters = [
    ShortcutFormatter.symbols, ShortcutFormatter.words,
    ShortcutFormatter(style: .words, commandWord: .super),
  ]

  @Test(arguments: [UInt64(1), 2, 3])
  func generatedTextReadsBackOrPointsInside(seed: UInt64) {
    var generator = SplitMix(seed: seed)
    var failures: [String] = []
    var parsed = 0
    for round in 0..<2000 {
      let count = Int.random(in: 1...6, using: &generator)
      let text = (0..<count).compactMap { _ in Self.pieces.randomElement(using: &generator) }
        .joined()
      do {
        let sequence = try ShortcutParser.sequence(from: text)
        parsed += 1
        for formatter in Self.formatters {
          let written = formatter.string(for: sequence)
          if (try? ShortcutParser.sequence(from: written)) != sequence {
            failures.append("seed \(seed) round \(round): \(text) written as \(written)")
          }
        }
      } catch {
        if !(1...(text.count + 1)).contains(error.position) {
          failures.append("seed \(seed) round \(round): \(text) fails at \(error.position)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(parsed > 200, "too few generated shortcuts were valid to test the round trip")
  }

  /// Regression (found by `Fuzz/Shortcut`): a combining mark after a control character parsed
  /// as a key of its own, but written back after a space it joined the space and vanished; a
  /// prepended character joined the space after it. Such characters are not keys.
  @Test(arguments: [
    ("a \u{0C}\u{0325} b", 4), ("\u{0C}\u{074A}", 2), ("\u{0D4E}", 1), ("cmd+\u{0D4E}", 5),
  ])
  func charactersThatJoinTheirNeighboursAreNotKeys(text: String, position: Int) {
    #expect {
      _ = try ShortcutParser.sequence(from: text)
    } throws: { error in
      guard let error = error as? ShortcutParseError else { return false }
      return error.position == position && error.description.contains("unknown key")
    }
  }

  @Test(arguments: ["é", "👍", "ß", "世", "ǅ", "e\u{301}", "🇯🇵"])
  func ordinaryCharactersAreStillKeys(text: String) throws {
    let shortcut = try ShortcutParser.shortcut(from: text)
    #expect(
      try ShortcutParser.shortcut(from: ShortcutFormatter.words.string(for: shortcut)) == shortcut)
  }
}
