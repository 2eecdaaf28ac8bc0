import KeystrokeCore

/// libFuzzer's entry point: checks the keymap reader's properties on one input.
///
/// Build and run it with `Scripts/fuzz.sh keymap`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeymap(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  KeymapFuzzTarget.check(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// The properties of ``KeymapParser`` and ``Keymap`` that must hold for any file.
///
/// - reading never traps, and every problem points at a line of the file;
/// - checked against an app with menu commands, a menu chord, buttons (one on a chord, one in
///   a sheet) and an app-wide command, on every kind of terminal, every command no kept entry
///   names keeps its default keys;
/// - no kept entry gives a command an empty chord.
enum KeymapFuzzTarget {
  static let bar = ResolvedMenuBar(menus: [
    MenuBarMenu(
      title: "File", standardMenu: .file,
      entries: [
        .item(Command(id: "item.1", title: "New", shortcut: Shortcut("n", modifiers: .command)))
      ]),
    MenuBarMenu(
      title: "View", standardMenu: .view,
      entries: [
        .item(Command(id: "item.2", title: "Entries", keys: chord("ctrl+k ctrl+e")))
      ]),
  ])
  static let controls: [Command] = [
    control("Timer/Start", "Start", "cmd+r"),
    control("Timer/Reset", "Reset", "ctrl+k ctrl+r"),
    control("Entry Editor/Save", "Save", "cmd+s"),
  ]
  static let palette = Command(
    id: "keystroke.commandPalette", title: "Command Palette",
    shortcut: Shortcut("p", modifiers: [.command, .shift]))
  static let catalog = CommandCatalog(
    menuBar: bar, appCommands: [palette], controls: controls, screens: ["Timer", "Entries"])

  static func chord(_ text: String) -> KeySequence? { try? KeySequence(parsing: text) }

  static func control(_ id: CommandID, _ title: String, _ keys: String) -> Command {
    var command = Command(id: id, title: title, keys: chord(keys))
    command.stableID = id
    return command
  }

  static func check(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let file = KeymapParser.parse(text)
    // Lines end at each line feed, "\r\n" included (one character, so not split by `"\n"`).
    let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for diagnostic in file.diagnostics {
      require(
        (1...lines).contains(diagnostic.position.line) && diagnostic.position.column >= 1,
        "\(diagnostic) outside the file")
    }
    for profile in [TerminalKeyProfile.legacy, .kitty] {
      let keymap = Keymap(file: file, catalog: catalog, profile: profile)
      let named = Set(keymap.entries.map(\.command))
      for command in catalog.commands where !named.contains(command.id) {
        let keys = keymap.keys(for: command.id, defaults: command.defaultKeys, on: profile)
        require(keys == command.defaultKeys, "\(command.id) lost its default keys")
      }
      for entry in keymap.entries {
        require(entry.keys.map { !$0.steps.isEmpty } ?? true, "an empty chord was kept")
      }
    }
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("Keymap property failed: \(message())") }
  }
}
