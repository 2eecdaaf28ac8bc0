import Foundation
import Testing

/// The built example next to the test bundle, or `nil` when it has not been built.
private let textDocumentsBinary: String? = {
  let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let sourceRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let candidates = [
    bundleDirectory.appendingPathComponent("text-documents").path,
    sourceRoot.appendingPathComponent(".build/debug/text-documents").path,
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// The built `text-documents` binary under `--play`: the example's own code, end to end.
@Suite(.enabled(if: textDocumentsBinary != nil, "text-documents is not built"))
struct TextDocumentsPlayTests {

  /// Runs the binary and returns its exit status and standard output.
  private func play(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
    let run = try ExamplePlay.run(
      URL(fileURLWithPath: try #require(textDocumentsBinary)), arguments)
    return (run.status, run.lines)
  }

  @Test(arguments: [
    ("80x20", "kitty", "cmd+shift+u cmd+s"), ("140x24", "legacy", "alt+shift+u ctrl+s"),
  ])
  func typeUppercaseAndSave(size: String, terminal: String, keys: String) throws {
    let directory = try TemporaryDirectory()
    let run = try play([
      "--play", "\"hello\" \(keys) enter", "--size", size, "--terminal", terminal,
      "--store", directory.path,
    ])
    #expect(run.status == 0)
    #expect(run.lines[1] == "Untitled.txt")
    #expect(run.lines[2] == "HELLO")
    #expect(try directory.read("Untitled.txt") == "HELLO")
  }

  @Test(arguments: [
    ("straße", true, "STRASSE"), ("STRASSE", false, "STRASSE"), ("ÉTÉ 2026", false, "ÉTÉ 2026"),
    ("été", true, "ÉTÉ"), ("", false, ""), ("1234 ½", false, "1234 ½"),
  ])
  func uppercasedIsOfferedOnlyWhenItChangesTheText(text: String, offered: Bool, after: String)
    throws
  {
    let directory = try TemporaryDirectory()
    try directory.write(text, to: "case.txt")
    let before = try play([
      "--play", "", "--store", directory.path, directory.file("case.txt"),
    ])
    #expect(before.lines.contains { $0.contains("Uppercased") } == offered, "\(before.lines)")
    let run = try play([
      "--play", "cmd+shift+u cmd+s", "--store", directory.path, directory.file("case.txt"),
    ])
    #expect(run.status == 0)
    #expect(try directory.read("case.txt") == after)
    #expect(!run.lines.contains { $0.contains("Uppercased") })
  }

  @Test func onALegacyTerminalControlWAndControlAEditTheText() throws {
    let directory = try TemporaryDirectory()
    // Ctrl+W is also Close's fallback and Ctrl+A Select All's; in the editor they edit.
    let run = try play([
      "--play", "\"one two\" ctrl+w ctrl+a \"X\"", "--terminal", "legacy", "--size", "80x20",
      "--store", directory.path,
    ])
    #expect(run.status == 0)
    #expect(run.lines[2].hasPrefix("Xone") && !run.lines[2].contains("two"))
    #expect(!run.lines.contains { $0.contains("Do you want to save") })
  }

  @Test func aKeymapsOwnControlWStillClosesFromTheEditor() throws {
    let directory = try TemporaryDirectory()
    let config = try TemporaryDirectory()
    try config.write(#"[{ "key": "ctrl+w", "command": "File/Close" }]"#, to: "keymap.json")
    let run = try play([
      "--play", "\"one two\" ctrl+w", "--terminal", "legacy", "--size", "80x20",
      "--store", directory.path, "--config", config.path,
    ])
    #expect(run.status == 0)
    #expect(
      run.lines.contains { $0.contains("Do you want to save the changes made to “Untitled”?") })
  }

  @Test func reopenRevertAndAskBeforeClosing() throws {
    let directory = try TemporaryDirectory()
    try directory.write("saved text", to: "notes.txt")
    let run = try play([
      "--play", "\" and more\" f10 right down down down down down down enter \"!\" cmd+w",
      "--store", directory.path, directory.file("notes.txt"),
    ])
    #expect(run.status == 0)
    // Revert keeps the cursor where it was (clamped to the reverted text).
    #expect(run.lines[2].hasPrefix("saved tex!t"))
    #expect(
      run.lines.contains { $0.contains("Do you want to save the changes made to “notes.txt”?") })
    #expect(try directory.read("notes.txt") == "saved text")
  }

  @Test func aByteOrderMarkAndCRLFLineEndingsSurviveASave() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("marked.txt")
    let original: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("one\r\ntwo\r\n".utf8)
    try Data(original).write(to: URL(fileURLWithPath: path))
    let run = try play(["--play", "\"X\" cmd+s", "--store", directory.path, path])
    #expect(run.status == 0)
    let saved = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(saved == [0xEF, 0xBB, 0xBF] + Array("Xone\r\ntwo\r\n".utf8))
  }

  @Test func aFileThatIsNotUTF8IsSaidToBeInAnotherEncoding() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("latin1.txt")
    let bytes: [UInt8] = Array("caf".utf8) + [0xE9, 0x0A]
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let run = try play(["--play", "", "--size", "100x20", "--store", directory.path, path])
    #expect(run.lines.contains { $0.contains("not in an encoding the app reads") })
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
  }

  @Test func aFileWithoutAByteOrderMarkGetsNone() throws {
    let directory = try TemporaryDirectory()
    try directory.write("plain", to: "plain.txt")
    let run = try play([
      "--play", "\"X\" cmd+s", "--store", directory.path, directory.file("plain.txt"),
    ])
    #expect(run.status == 0)
    #expect(
      Array(try Data(contentsOf: URL(fileURLWithPath: directory.file("plain.txt"))))
        == Array("Xplain".utf8))
  }

  @Test(arguments: [
    ("two\nlines\n", "2 lines, 10 characters"), ("two\nlines", "2 lines, 9 characters"),
    ("one\r\ntwo\r\n", "2 lines, 8 characters"), ("x", "1 line, 1 character"),
    ("\n", "1 line, 1 character"), ("a\n\n", "2 lines, 3 characters"),
  ])
  func theSummaryCountsLinesAsTheFileHasThem(text: String, summary: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write(text, to: "count.txt")
    for size in ["80x20", "140x24"] {
      let run = try play([
        "--play", "", "--size", size, "--store", directory.path, directory.file("count.txt"),
      ])
      #expect(run.status == 0)
      #expect(run.lines.contains { $0 == summary }, "\(size): \(run.lines)")
    }
  }

  @Test(arguments: [
    ("e\u{301}\r\ne\u{301}", "2 lines, 3 characters"),
    ("a\u{85}b\u{2028}c\u{2029}", "3 lines, 6 characters"),
    ("\u{1F1EB}\u{1F1F7}\u{1F1EB}x\u{600}1", "1 line, 4 characters"),
    ("\u{1F469}\u{200D}\u{1F469}\u{1F3FD} 1\u{FE0F}\u{20E3}\u{0B}\u{0C}", "2 lines, 5 characters"),
  ])
  func theSummaryCountsCharactersAsSwiftDoes(text: String, summary: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write(text, to: "count.txt")
    let run = try play([
      "--play", "", "--store", directory.path, directory.file("count.txt"),
    ])
    #expect(run.status == 0)
    #expect(run.lines.contains { $0 == summary }, "\(run.lines)")
  }

  /// The status line counts from the text's bytes; a long seeded text of mixed scripts, marks,
  /// emoji and line breaks of every kind has the counts Swift's characters give.
  @Test func theSummaryOfAMixedTextMatchesItsCharacters() throws {
    let pieces = [
      "a", " ", "Z", "\n", "\r", "\r\n", "\u{0B}", "\u{85}", "\u{2028}", "é", "e\u{301}",
      "\u{301}", "\t", "\u{1F1EB}", "\u{1F44D}", "\u{1F3FD}", "\u{200D}", "क", "\u{94D}",
      "\u{600}", "1", "한", "\u{1100}", "\u{1161}", "\u{FE0F}", "中",
    ]
    var generator = SplitMix(seed: 56)
    var text = ""
    for _ in 0..<4_000 {
      let plain = Int.random(in: 0..<10, using: &generator) < 7
      text += plain ? "word " : pieces.randomElement(using: &generator)!
    }
    let breaks = text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
    let lines = breaks + (text.last?.isNewline == true ? 0 : 1)
    let directory = try TemporaryDirectory()
    try directory.write(text, to: "mixed.txt")
    let run = try play([
      "--play", "", "--store", directory.path, directory.file("mixed.txt"),
    ])
    #expect(run.status == 0)
    let summary = "\(lines) lines, \(text.count) characters"
    #expect(run.lines.contains { $0 == summary }, "\(summary): \(run.lines.suffix(2))")
  }

  /// The status line counts each key's edit from the last counts (TextSummaryRegion): after
  /// a seeded run of typing, breaks and deletions in a mixed text, its counts are those of the
  /// text saved.
  @Test func theSummaryFollowsEditsAsCountingAgainWould() throws {
    var generator = SplitMix(seed: 57)
    let pieces = ["word ", "é", "e\u{301}", "\u{301}", "界", "👍", "\u{1F3FD}", "\u{600}", "1 "]
    // Marks that join the character before them (an accent, a skin tone) or after them
    // (U+0600) are in the text; keys type only whole characters.
    let typed = ["word ", "é", "e\u{301}", "界", "👍", "1 "]
    var start = ""
    for _ in 0..<600 {
      start += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      if Int.random(in: 0..<8, using: &generator) == 0 { start += "\r\n" }
    }
    let keys = ["backspace", "delete", "enter", "left", "right", "up", "down", "alt+backspace"]
    var script: [String] = []
    for _ in 0..<150 {
      if Int.random(in: 0..<2, using: &generator) == 0 {
        script.append("\"" + typed[Int.random(in: 0..<typed.count, using: &generator)] + "\"")
      } else {
        script.append(keys[Int.random(in: 0..<keys.count, using: &generator)])
      }
    }
    let directory = try TemporaryDirectory()
    try directory.write(start, to: "mixed.txt")
    let run = try play([
      "--play", "down down " + script.joined(separator: " ") + " cmd+s",
      "--store", directory.path, directory.file("mixed.txt"),
    ])
    #expect(run.status == 0)
    let saved = try directory.read("mixed.txt")
    #expect(saved != start)
    let breaks = saved.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
    let lines = breaks + (saved.isEmpty || saved.last?.isNewline == true ? 0 : 1)
    let summary = "\(lines) line\(lines == 1 ? "" : "s"), \(saved.count) characters"
    #expect(run.lines.contains { $0 == summary }, "\(summary): \(run.lines.suffix(2))")
  }

  @Test func aBadScriptExitsTwo() throws {
    let run = try play(["--play", "cmd+nosuchkey"])
    #expect(run.status == 2)
  }

  @Test func linesComeBackIntoViewWhenTheWindowGrowsAgain() throws {
    let directory = try TemporaryDirectory()
    try directory.write("hello world\nsecond line\n", to: "h.txt")
    let run = try play([
      "--play", "resize:8x8 end resize:60x8", "--size", "60x8", "--store", directory.path,
      directory.file("h.txt"),
    ])
    #expect(run.status == 0)
    #expect(run.lines[2] == "hello world")
    #expect(run.lines[3] == "second line")
  }

  @Test func aFileWithCarriageReturnsShowsTheLinesItCountsAndKeepsItsBytes() throws {
    let directory = try TemporaryDirectory()
    try directory.write("a\rb\rc", to: "d.txt")
    let run = try play([
      "--play", "down \"X\" cmd+s", "--size", "40x8", "--store", directory.path,
      directory.file("d.txt"),
    ])
    #expect(run.status == 0)
    #expect(Array(run.lines[2...4]) == ["a", "Xb", "c"])
    #expect(run.lines.contains("3 lines, 6 characters"))
    #expect(try directory.read("d.txt") == "a\rXb\rc")
  }
}
