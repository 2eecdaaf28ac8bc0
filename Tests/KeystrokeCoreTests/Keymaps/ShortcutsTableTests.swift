import Testing

@testable import KeystrokeCore

@Suite struct ShortcutsTableTests {
  static func table(_ keymap: String, profile: TerminalKeyProfile = .kitty) -> ShortcutsTable {
    ShortcutsTable(
      catalog: KeymapTests.catalog,
      keymap: KeymapTests.keymap(keymap, profile: profile), profile: profile)
  }

  @Test func listsKeysDefaultsAndChanges() throws {
    let table = Self.table(#"[{ "key": "ctrl+k ctrl+e", "command": "View/Time Entries" }]"#)
    let row = try #require(table.rows.first { $0.id == "View/Time Entries" })
    #expect(row.title == "View › Time Entries")
    #expect(row.keys == (try KeySequence(parsing: "ctrl+k ctrl+e")))
    #expect(row.defaultKeys == KeySequence(Shortcut("3", modifiers: .command)))
    #expect(row.isCustomized)
    #expect(row.conflicts.isEmpty)
  }

  /// An entry that sets a command's default keys again changes nothing, so the row is not
  /// marked changed; one that changes them under a `"when"` is.
  @Test func keysIdenticalToTheDefaultsAreNotAChange() throws {
    let table = Self.table(
      """
      [
        { "key": "cmd+1", "command": "View/Timer" },
        { "key": "cmd+3", "command": "View/Time Entries", "when": "sheet" },
        { "key": "f5", "command": "File/Open…", "when": "sheet" },
      ]
      """)
    #expect(table.rows.first { $0.id == "View/Timer" }?.isCustomized == false)
    #expect(table.rows.first { $0.id == "View/Time Entries" }?.isCustomized == false)
    #expect(table.rows.first { $0.id == "File/Open…" }?.isCustomized == true)
  }

  @Test func conflictsNameTheReason() throws {
    let table = Self.table(
      """
      [
        { "key": "cmd+1", "command": "View/Time Entries" },
        { "key": "ctrl+k", "command": "File/Open…" },
        { "key": "ctrl+k ctrl+n", "command": "View/Sort By/Name" },
      ]
      """)
    let entries = try #require(table.rows.first { $0.id == "View/Time Entries" })
    #expect(entries.conflicts.count == 1)
    let open = try #require(table.rows.first { $0.id == "File/Open…" })
    #expect(open.conflicts.count == 1)
    #expect(table.rows.first { $0.id == "File/New Project" }?.conflicts.isEmpty == true)
  }

  @Test func searchByNameAndByKeys() throws {
    let table = Self.table(#"[{ "key": "ctrl+k ctrl+e", "command": "View/Time Entries" }]"#)
    #expect(table.rows(matching: "time ent").first?.id == "View/Time Entries")
    #expect(table.rows(matching: "").count == table.rows.count)
    #expect(
      table.rows(withKeysStartingWith: [Shortcut("k", modifiers: .control)]).map(\.id) == [
        "View/Time Entries"
      ])
  }

  @Test func theOwnerOfKeysIsTheOtherCommandUsingThemOrAPrefix() throws {
    let table = Self.table("[]")
    let cmd1 = KeySequence(Shortcut("1", modifiers: .command))
    #expect(table.owner(of: cmd1, except: "View/Time Entries")?.id == "View/Timer")
    #expect(table.owner(of: cmd1, except: "View/Timer") == nil)
    #expect(table.owner(of: KeySequence(Shortcut(.function(9))), except: "View/Timer") == nil)
  }
}
