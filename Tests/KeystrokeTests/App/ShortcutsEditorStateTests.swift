import KeystrokeCore
import Testing

@testable import Keystroke

/// The shortcuts editor's key handling, without an app: search, record, warn, remove, reset.
@MainActor
@Suite struct ShortcutsEditorStateTests {
  static let bar = ResolvedMenuBar(menus: [
    MenuBarMenu(
      title: "View", standardMenu: .view,
      entries: [
        .item(Command(id: "a", title: "Timer", shortcut: Shortcut("1", modifiers: .command))),
        .item(Command(id: "b", title: "Projects", shortcut: Shortcut("2", modifiers: .command))),
      ])
  ])
  static let table = ShortcutsTable(
    catalog: CommandCatalog(menuBar: bar), keymap: .empty, profile: .kitty)
  static let mapping = KeyMapping(profile: .kitty, declared: table.rows.compactMap(\.keys))

  /// The same commands on a legacy terminal, where ⌘1 is pressed Alt+1 and ⌘N Ctrl+N.
  static let legacyBar = ResolvedMenuBar(
    menus: [
      MenuBarMenu(
        title: "File", standardMenu: .file,
        entries: [
          .item(
            Command(id: "n", title: "New Project", shortcut: Shortcut("n", modifiers: .command)))
        ])
    ] + bar.menus)
  static let legacyTable = ShortcutsTable(
    catalog: CommandCatalog(menuBar: legacyBar), keymap: .empty, profile: .legacy)
  static let legacyMapping = KeyMapping(
    profile: .legacy, declared: legacyTable.rows.compactMap(\.keys))

  static func press(
    _ editor: inout ShortcutsEditorState, _ script: String, table: ShortcutsTable = Self.table,
    mapping: KeyMapping = Self.mapping
  ) throws -> [ShortcutsEditorState.Response] {
    try KeyScript(parsing: script).steps.flatMap { step -> [ShortcutsEditorState.Response] in
      switch step {
      case .key(let key):
        return [editor.handle(key, text: "", table: table, mapping: mapping)]
      case .text(let text):
        return text.map {
          editor.handle(Shortcut($0), text: String($0), table: table, mapping: mapping)
        }
      default:
        return []
      }
    }
  }

  @Test func recordsAChordAndWarnsBeforeTakingKeys() throws {
    var editor = ShortcutsEditorState()
    let responses = try Self.press(&editor, "\"proj\" enter ctrl+k ctrl+p enter")
    #expect(
      responses.last
        == .write(
          .bind(try KeySequence(parsing: "ctrl+k ctrl+p"), to: "View/Projects", taking: nil)))
    var taking = ShortcutsEditorState()
    #expect(
      try Self.press(&taking, "\"proj\" enter cmd+1 enter").last
        == ShortcutsEditorState.Response.none)
    #expect(taking.message?.hasPrefix("cmd+1 is taken by View/Timer") == true)
    let owner = Self.table.rows.first { $0.id == "View/Timer" }
    #expect(
      try Self.press(&taking, "enter").last
        == .write(
          .bind(KeySequence(Shortcut("1", modifiers: .command)), to: "View/Projects", taking: owner)
        ))
  }

  /// On a legacy terminal the keys recorded are those pressed there: Ctrl+N is how File ›
  /// New Project (⌘N) is pressed, Alt+1 how View › Timer (⌘1) is; taking them is warned of.
  @Test func recordingTheKeysAnotherCommandIsPressedWithWarns() throws {
    let legacy = (table: Self.legacyTable, mapping: Self.legacyMapping)
    var editor = ShortcutsEditorState()
    #expect(
      try Self.press(
        &editor, "\"projects\" enter ctrl+n enter", table: legacy.table,
        mapping: legacy.mapping
      ).last == ShortcutsEditorState.Response.none)
    #expect(editor.message?.hasPrefix("ctrl+n is taken by File/New Project") == true)
    var timer = ShortcutsEditorState()
    #expect(
      try Self.press(
        &timer, "\"projects\" enter alt+1 enter", table: legacy.table,
        mapping: legacy.mapping
      ).last == ShortcutsEditorState.Response.none)
    #expect(timer.message?.hasPrefix("alt+1 is taken by View/Timer") == true)
    let owner = legacy.table.rows.first { $0.id == "View/Timer" }
    #expect(
      try Self.press(&timer, "enter", table: legacy.table, mapping: legacy.mapping).last
        == .write(
          .bind(
            KeySequence(Shortcut("1", modifiers: .option)), to: "View/Projects",
            taking: owner)))
  }

  /// Keys this terminal cannot send are refused when pressed, with the keymap check's words,
  /// so the file never gets an entry with a problem; recording goes on.
  @Test func keysTheTerminalCannotSendAreNotRecorded() throws {
    var editor = ShortcutsEditorState()
    _ = try Self.press(
      &editor, "\"projects\" enter ctrl+k ctrl+j", table: Self.legacyTable,
      mapping: Self.legacyMapping)
    #expect(editor.recording == [Shortcut("k", modifiers: .control)])
    #expect(
      editor.message?.hasPrefix(
        "ctrl+k ctrl+j cannot be sent by this terminal (legacy): step 2 (Ctrl+J)") == true)
    let checked = Keymap(
      file: KeymapParser.parse(#"[{ "key": "ctrl+k ctrl+j", "command": "View/Projects" }]"#),
      catalog: CommandCatalog(menuBar: Self.legacyBar), profile: .legacy)
    #expect(checked.diagnostics.map(\.message) == [editor.message])
    #expect(
      try Self.press(&editor, "ctrl+e enter", table: Self.legacyTable, mapping: Self.legacyMapping)
        .last
        == .write(
          .bind(try KeySequence(parsing: "ctrl+k ctrl+e"), to: "View/Projects", taking: nil)))
  }

  @Test func searchesByKeys() throws {
    var editor = ShortcutsEditorState()
    _ = try Self.press(&editor, "tab cmd+2")
    #expect(editor.visibleRows(in: Self.table).map(\.id) == ["View/Projects"])
    _ = try Self.press(&editor, "tab")
    #expect(editor.keySearch == nil)
    #expect(editor.visibleRows(in: Self.table).count == 2)
  }

  @Test func removeResetAndResetAllAfterConfirming() throws {
    var editor = ShortcutsEditorState()
    #expect(
      try Self.press(&editor, "delete").last
        == .write(.remove("View/Timer", defaults: KeySequence(Shortcut("1", modifiers: .command)))))
    #expect(try Self.press(&editor, "down ctrl+r").last == .write(.reset("View/Projects")))
    #expect(try Self.press(&editor, "ctrl+alt+r").last == ShortcutsEditorState.Response.none)
    #expect(try Self.press(&editor, "ctrl+alt+r").last == .write(.resetAll))
    #expect(try Self.press(&editor, "esc").last == .close)
  }
}
