import Testing

@testable import KeystrokeCore

/// The libFuzzer target's properties (`Fuzz/KeyScript`) on generated scripts with fixed seeds:
/// reading never traps, an error points inside the script, and a script written back from its
/// steps reads as the same steps. A failure names the seed, the round and the script.
@Suite(.timeLimit(.minutes(2))) struct KeyScriptFuzzTests {
  private static let tokens = [
    "cmd+n", "cmd+shift+u", "⌘⇧U", "⌃⌥⇧⌘K", "ctrl+k", "alt+2", "opt+x", "super+1", "shift+tab",
    "enter", "esc", "tab", "space", "f5", "f35", "pageup", "G", "+", "cmd++", "⌘+", "\"Work\"",
    "\"a \\\"quoted\\\" \\\\ word\"", "\"\"", "wait:25m", "wait:1.5s", "wait:250", "wait:2h",
    "wait:", "resize:80x24", "resize:1x2000", "resize:0x5", "cmd+", "\"open", "x", "é", "👍",
  ]
  private static let characters = Array("cmdshiftwaitresize+:x\"\\ 0123456789.⌘⇧⌃⌥émsh\t")

  private static func script(using generator: inout SplitMix) -> String {
    var parts: [String] = []
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      if Int.random(in: 0..<3, using: &generator) == 0 {
        let count = Int.random(in: 1...6, using: &generator)
        parts.append(
          String((0..<count).compactMap { _ in characters.randomElement(using: &generator) }))
      } else {
        parts.append(tokens.randomElement(using: &generator) ?? "")
      }
    }
    return parts.joined(separator: Bool.random(using: &generator) ? " " : "  ")
  }

  /// The script text for `steps`, in the forms the parser documents.
  static func write(_ steps: [KeyScript.Step]) -> String {
    steps.map { step in
      switch step {
      case .key(let shortcut):
        return ShortcutFormatter.words.string(for: shortcut)
      case .text(let text):
        // Escaped scalar by scalar, as the tokenizer reads: a quote joined into one character
        // with a mark after it is still a quote.
        var quoted = "\""
        for scalar in text.unicodeScalars {
          if scalar == "\\" || scalar == "\"" { quoted.unicodeScalars.append("\\") }
          quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
      case .wait(let duration):
        let (seconds, attoseconds) = duration.components
        return "wait:\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms"
      case .resize(let columns, let rows):
        return "resize:\(columns)x\(rows)"
      }
    }.joined(separator: " ")
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func generatedScriptsReadBackOrPointInside(seed: UInt64) {
    var generator = SplitMix(seed: seed)
    var failures: [String] = []
    var parsed = 0
    for round in 0..<1500 {
      let source = Self.script(using: &generator)
      do {
        let script = try KeyScript(parsing: source)
        parsed += 1
        let written = Self.write(script.steps)
        if (try? KeyScript(parsing: written)) != script {
          failures.append("seed \(seed) round \(round): \(source) written as \(written)")
        }
      } catch {
        if !(1...(source.count + 1)).contains(error.position) {
          failures.append("seed \(seed) round \(round): \(source) fails at \(error.position)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(parsed > 100, "too few generated scripts were valid to test the round trip")
  }

  @Test func wholeNumberWaitsOfEveryUnitReadBack() throws {
    let script = try KeyScript(parsing: "wait:1h wait:3m wait:4s wait:5ms wait:0.5s")
    #expect(try KeyScript(parsing: Self.write(script.steps)) == script)
  }

  /// Regression (found by `Fuzz/KeyScript`): a combining mark standing after a newline was a
  /// key step that, written back after a space, joined the space and was lost.
  @Test func aLoneCombiningMarkIsABadToken() {
    #expect {
      try KeyScript(parsing: "c\n\n\u{074A}\n2")
    } throws: { error in
      guard let error = error as? KeyScriptError else { return false }
      return error.token == "\u{074A}" && error.position == 4
    }
  }
}
