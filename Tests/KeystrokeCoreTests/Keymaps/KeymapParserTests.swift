import Testing

@testable import KeystrokeCore

@Suite struct KeymapParserTests {
  @Test func readsBindingsRemovalsContextsAndTerminals() throws {
    let file = KeymapParser.parse(
      """
      [
        // Time Entries on a chord
        { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
        { "key": "cmd+n", "command": "-File/New Project" },
        { "command": "-File/Open…" },
        { "key": "alt+s", "command": "timer.toggle", "when": "!sheet", "terminal": "Legacy" },
      ]
      """)
    #expect(file.diagnostics.isEmpty)
    #expect(
      file.entries.map(\.command) == [
        "View/Time Entries", "File/New Project", "File/Open…", "timer.toggle",
      ])
    #expect(file.entries[0].keys == (try KeySequence(parsing: "ctrl+k ctrl+e")))
    #expect(file.entries[0].position == SourcePosition(line: 3, column: 3))
    #expect(file.entries[0].keysPosition == SourcePosition(line: 3, column: 12))
    #expect(file.entries[0].commandPosition == SourcePosition(line: 3, column: 40))
    #expect(file.entries.map(\.isRemoval) == [false, true, true, false])
    #expect(file.entries[2].keys == nil)
    #expect(file.entries[3].context == KeymapContext(.sheet, isNegated: true))
    #expect(file.entries[3].terminal == .legacy)
  }

  @Test func anEmptyFileHasNoEntriesAndNoProblems() {
    #expect(KeymapParser.parse("") == .empty)
    #expect(KeymapParser.parse("// nothing yet\n") == .empty)
    let array = KeymapParser.parse("[]")
    #expect(array.entries.isEmpty && array.diagnostics.isEmpty)
    #expect(array.arrayOffsets == 0..<2)
  }

  @Test(arguments: [
    (
      #"{"key": "a"}"#,
      "a keymap is an array of entries like [{ \"key\": \"ctrl+k\", \"command\": \"…\" }], not an object",
      1, 1
    ),
    (
      #"[1]"#,
      "an entry is an object like { \"key\": \"ctrl+k\", \"command\": \"…\" }, not a number", 1, 2
    ),
    (#"[{"key": "a"}]"#, "entry has no \"command\"", 1, 2),
    (#"[{"command": "X"}]"#, "entry has no \"key\"", 1, 2),
    (#"[{"key": 5, "command": "X"}]"#, "\"key\" must be a string, not a number", 1, 10),
    (
      #"[{"keys": "a", "command": "X"}]"#, "unknown property \"keys\" (did you mean \"key\"?)", 1, 3
    ),
    (#"[{"key": "a", "key": "b", "command": "X"}]"#, "\"key\" given twice in one entry", 1, 15),
    (#"[{"key": "a", "command": "-"}]"#, "\"command\" is empty", 1, 26),
    (
      #"[{"key": "cmdd+k", "command": "X"}]"#, "unknown modifier \"cmdd\" (did you mean \"cmd\"?)",
      1, 11
    ),
    (#"[{"key": "ctrl+k ctrl+", "command": "X"}]"#, "missing key after \"ctrl+\"", 1, 23),
    (#"[{"key": "f99", "command": "X"}]"#, "f99 is not a function key (F1–F35)", 1, 11),
    (
      #"[{"key": "", "command": "X"}]"#,
      "empty input: expected a shortcut such as \"cmd+s\" or \"⌘S\"", 1, 11
    ),
    (
      #"[{"key": "a", "command": "X", "when": " ! "}]"#,
      "\"when\" names no context: use \"sheet\", \"textField\" or a screen's name, "
        + "optionally after \"!\"", 1, 39
    ),
    (
      #"[{"key": "a", "command": "X", "terminal": "vt100"}]"#,
      "unknown terminal \"vt100\": use \"kitty\", \"modifyOtherKeys\", \"legacy\"", 1, 43
    ),
    ("[{\"key\": \"a\", \"command\": \"X\"", "missing \"}\" at the end of the file", 1, 29),
  ])
  func eachBadEntryIsReportedWithItsPosition(
    text: String, message: String, line: Int, column: Int
  ) {
    let file = KeymapParser.parse(text)
    #expect(
      file.diagnostics == [
        KeymapDiagnostic(message, at: SourcePosition(line: line, column: column))
      ])
    #expect(file.entries.isEmpty)
  }

  @Test func goodEntriesSurviveBadOnesAndASyntaxErrorAfterThem() {
    let file = KeymapParser.parse(
      """
      [
        { "key": "ctrl+e", "command": "A" },
        { "key": "ctrl+nope", "command": "B" },
        { "key": "ctrl+f", "command": "C" },
        { "key": "ctrl+g" "command": "D" },
        { "key": "ctrl+h", "command": "E" },
      ]
      """)
    #expect(file.entries.map(\.command) == ["A", "C"])
    #expect(
      file.diagnostics.map(\.description) == [
        "3:18: unknown key \"nope\" (did you mean \"home\"?)",
        "5:21: expected \",\" or \"}\"",
      ])
  }

  @Test func diagnosticsFormatAsFileLineColumn() {
    let diagnostic = KeymapDiagnostic("unknown key", at: SourcePosition(line: 3, column: 7))
    #expect(diagnostic.formatted(file: "/c/keymap.json") == "/c/keymap.json:3:7: unknown key")
  }
}
