import Testing

@testable import KeystrokeCore

/// Seeded random damage to good keymap files: reading never traps or hangs, every diagnostic
/// points inside the file, and commands nobody bound validly keep their defaults.
@Suite struct KeymapFuzzTests {
  static let good = """
    [
      // comment
      { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
      { "key": "cmd+n", "command": "-File/New Project" },
      /* block */ { "key": "alt+o", "command": "File/Open…", "when": "!sheet" },
      { "key": "f5", "command": "keystroke.commandPalette", "terminal": "legacy", },
    ]
    """
  static let pieces: [String] = [
    "[", "]", "{", "}", ",", ":", "\"", "\\", "/", "*", "//", "/*", "*/", "\n", " ", "-", "+",
    "\"key\"", "\"command\"", "\"when\"", "ctrl+", "cmd+shift+", "ctrl+k ", "1e", "\\u", "\\ud800",
    "true", "null", "é", "😀", "\u{0}", "\t", "0.", "-View/Timer", "sheet",
    "Entry Editor/Save", "Timer/Reset", "-Timer/Start Timer", "ctrl+k ctrl+", " ctrl+x",
  ]

  @Test(arguments: 0..<8)
  func damagedFilesNeverTrapAndKeepDefaults(seed: UInt64) {
    var random = SplitMix(seed: 0x5EED_0000 + seed)
    for _ in 0..<250 {
      var scalars = Array(Self.good)
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let position = Int.random(in: 0...scalars.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where position < scalars.count:
          scalars.remove(at: position)
        case 1:
          let piece = Self.pieces.randomElement(using: &random) ?? ""
          scalars.insert(contentsOf: piece, at: position)
        default:
          let end = min(scalars.count, position + Int.random(in: 0...20, using: &random))
          scalars.removeSubrange(position..<end)
        }
      }
      check(String(scalars))
    }
  }

  /// A file binding buttons (one to a chord, one in a sheet) and a menu command to chords.
  static let buttons = """
    [
      { "key": "ctrl+k ctrl+s", "command": "Timer/Start Timer" },
      { "key": "f5", "command": "Entry Editor/Save", "when": "sheet" },
      { "command": "-Projects/Edit…" },
      { "key": "ctrl+k ctrl+d ctrl+x", "command": "Time Entries/Edit…", "terminal": "legacy", },
      { "key": "ctrl+k ctrl+e", "command": "View/Time Entries" },
    ]
    """

  /// The app of ``KeymapControlsAndScreensTests`` with a sheet's button and a button on a
  /// chord.
  static func buttonsCatalog() throws -> CommandCatalog {
    let base = try KeymapControlsAndScreensTests.catalog()
    return CommandCatalog(
      menuBar: KeymapTests.bar, appCommands: [KeymapTests.palette],
      controls: base.commands.filter { $0.scope == .control }.map(\.command) + [
        try KeymapControlsAndScreensTests.control("Entry Editor/Save", "Save", "cmd+s"),
        try KeymapControlsAndScreensTests.control("Timer/Reset", "Reset", "ctrl+k ctrl+r"),
      ],
      screens: base.screens)
  }

  @Test(arguments: 0..<6)
  func damagedButtonAndChordEntriesNeverTrapAndKeepDefaults(seed: UInt64) throws {
    let catalog = try Self.buttonsCatalog()
    // Undamaged, every entry holds.
    #expect(
      Keymap(file: KeymapParser.parse(Self.buttons), catalog: catalog, profile: .legacy)
        .diagnostics.isEmpty)
    var random = SplitMix(seed: 0xB077_0000 + seed)
    for _ in 0..<200 {
      var scalars = Array(Self.buttons)
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let position = Int.random(in: 0...scalars.count, using: &random)
        if Bool.random(using: &random), position < scalars.count {
          scalars.remove(at: position)
        } else {
          let piece = Self.pieces.randomElement(using: &random) ?? ""
          scalars.insert(contentsOf: piece, at: position)
        }
      }
      let text = String(scalars)
      let file = KeymapParser.parse(text)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      #expect(file.diagnostics.allSatisfy { (1...lines).contains($0.position.line) })
      for profile in [TerminalKeyProfile.legacy, .kitty] {
        let keymap = Keymap(file: file, catalog: catalog, profile: profile)
        let named = Set(keymap.entries.map(\.command))
        let bar = keymap.applied(to: KeymapTests.bar, on: profile)
        for command in catalog.commands where !named.contains(command.id) {
          let keys =
            command.scope == .menu
            ? bar.command(command.command.id)?.keys
            : keymap.keys(for: command.id, defaults: command.defaultKeys, on: profile)
          #expect(keys == command.defaultKeys, "\(command.id) in \(text.debugDescription)")
        }
        #expect(keymap.entries.allSatisfy { $0.keys?.steps.isEmpty != true })
      }
    }
  }

  @Test(arguments: 0..<4)
  func randomBytesNeverTrap(seed: UInt64) {
    var random = SplitMix(seed: 0xB17E_0000 + seed)
    for _ in 0..<200 {
      let length = Int.random(in: 0...300, using: &random)
      let text = String(
        (0..<length).map { _ in
          Self.pieces.randomElement(using: &random) ?? ""
        }.joined())
      check(text)
    }
  }

  @Test(arguments: 0..<4)
  func editingDamagedFilesNeverTrapsOrBreaksThem(seed: UInt64) {
    var random = SplitMix(seed: 0xED17_0000 + seed)
    let keys = KeySequence(Shortcut(.function(7)))
    for _ in 0..<150 {
      var scalars = Array(Self.good)
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let position = Int.random(in: 0...scalars.count, using: &random)
        scalars.insert(
          contentsOf: Self.pieces.randomElement(using: &random) ?? "", at: position)
      }
      let text = String(scalars)
      var editor = KeymapFileEditor(text: text)
      do {
        try editor.bind(keys, to: "View/Time Entries")
        try editor.removeKeys(of: "File/Open…", defaults: keys)
        try editor.reset("keystroke.commandPalette")
      } catch {
        #expect(editor.text == text, "a failed edit must leave the text alone")
        continue
      }
      let file = KeymapParser.parse(editor.text)
      #expect(file.arrayOffsets != nil, "\(editor.text.debugDescription)")
      #expect(file.entries.contains { $0.command == "View/Time Entries" && $0.keys == keys })
    }
  }

  private func check(_ text: String) {
    let file = KeymapParser.parse(text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    for diagnostic in file.diagnostics {
      #expect(
        (1...lines).contains(diagnostic.position.line), "\(diagnostic) in \(text.debugDescription)")
      #expect(diagnostic.position.column >= 1)
    }
    let keymap = Keymap(file: file, catalog: KeymapTests.catalog, profile: .legacy)
    let bar = keymap.applied(to: KeymapTests.bar, on: .legacy)
    let boundIDs = Set(keymap.entries.map(\.command))
    let app = keymap.applied(to: [KeymapTests.palette], on: .legacy)
    for command in KeymapTests.catalog.commands where !boundIDs.contains(command.id) {
      let keys =
        command.scope == .menu ? bar.command(command.command.id)?.keys : app.first?.keys
      #expect(keys == command.defaultKeys)
    }
  }
}
