import Testing

@testable import KeystrokeCore

extension KeySequence {
  fileprivate func then(_ next: Shortcut) -> KeySequence {
    KeySequence(steps + [next]) ?? self
  }
}

@Suite struct KeymapFileEditorTests {
  static let chord = KeySequence(Shortcut("k", modifiers: .control)).then(
    Shortcut("e", modifiers: .control))

  @Test func bindingInAnEmptyOrMissingFileMakesAnArray() throws {
    var editor = KeymapFileEditor(text: "")
    try editor.bind(Self.chord, to: "View/Time Entries")
    #expect(
      editor.text == """
        [
          { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
        ]

        """)
    #expect(KeymapParser.parse(editor.text).diagnostics.isEmpty)
  }

  @Test func editsKeepCommentsAndOtherEntries() throws {
    var editor = KeymapFileEditor(
      text: """
        // my keys
        [
          { "key": "f5", "command": "View/Timer" }, // timer
          { "key": "alt+e", "command": "View/Time Entries" },
          { "key": "alt+t", "command": "View/Time Entries", "terminal": "legacy" },
          /* the end */ { "key": "f6", "command": "More" }
        ]
        """)
    try editor.bind(Self.chord, to: "View/Time Entries")
    try editor.removeKeys(
      of: "File/New Project", defaults: KeySequence(Shortcut("n", modifiers: .command)))
    #expect(
      editor.text == """
        // my keys
        [
          { "key": "f5", "command": "View/Timer" }, // timer
          { "key": "alt+t", "command": "View/Time Entries", "terminal": "legacy" },
          /* the end */ { "key": "f6", "command": "More" },
          { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
          { "key": "cmd+n", "command": "-File/New Project" },
        ]
        """)
    try editor.reset("View/Time Entries")
    try editor.reset("File/New Project")
    try editor.reset("More")
    #expect(
      editor.text.split(separator: "\n", omittingEmptySubsequences: false) == [
        "// my keys",
        "[",
        #"  { "key": "f5", "command": "View/Timer" }, // timer"#,
        #"  { "key": "alt+t", "command": "View/Time Entries", "terminal": "legacy" },"#,
        "  /* the end */ ",
        "]",
      ])
  }

  /// Reset all means every command has its defaults, whatever the context or terminal: no
  /// entry stays, nor the comments among them; the comments around the array do.
  @Test func resetAllEmptiesTheArrayAndKeepsTheCommentsAroundIt() throws {
    var editor = KeymapFileEditor(
      text: """
        // my keys
        [
          // Time Entries on a chord
          { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
          { "key": "alt+t", "command": "View/Timer", "when": "Time Entries" },
          { "key": "alt+e", "command": "View/Time Entries", "terminal": "legacy" }, // old
        ]
        // the end

        """)
    try editor.resetAll()
    #expect(editor.text == "// my keys\n[\n]\n// the end\n")
    #expect(KeymapParser.parse(editor.text).entries.isEmpty)
    var missing = KeymapFileEditor(text: "")
    try missing.resetAll()
    #expect(missing.text.isEmpty)
  }

  @Test func aFileWithAnErrorIsNotTouched() {
    var editor = KeymapFileEditor(text: #"[{ "key": "f5" "command": "X" }]"#)
    #expect(throws: KeymapEditError.self) { try editor.bind(Self.chord, to: "X") }
    #expect(editor.text == #"[{ "key": "f5" "command": "X" }]"#)
  }

  @Test func theRefusalNamesTheSyntaxErrorAndCountsTheRest() {
    let text = """
      [
        { "key": "nope", "command": "X" },
        { "key": "f5" "command": "Y" },
      ]
      """
    var editor = KeymapFileEditor(text: text)
    let error = #expect(throws: KeymapEditError.self) { try editor.bind(Self.chord, to: "X") }
    // The unknown key on line 2 comes first in the file, but the syntax error on line 3 is
    // what keeps the file from being written.
    let message = error.map(String.init(describing:)) ?? ""
    #expect(message.hasPrefix("the keymap file has an error to fix first: 3:"))
    #expect(message.hasSuffix("(and 1 other problem)"))
    #expect(editor.text == text)
  }

  @Test func quotesAwkwardIdentities() throws {
    var editor = KeymapFileEditor(text: "[]")
    try editor.bind(KeySequence(Shortcut(.function(5))), to: #"Edit/Say "Hi"\"#)
    #expect(KeymapParser.parse(editor.text).entries.first?.command == #"Edit/Say "Hi"\"#)
  }
}
