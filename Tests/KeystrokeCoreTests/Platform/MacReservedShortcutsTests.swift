import Testing

@testable import KeystrokeCore

@Suite struct MacReservedShortcutsTests {
  @Test(
    arguments: [
      ("⌘Space", "Spotlight", ReservedShortcut.Ownership.system),
      ("⌥⌘⎋", "Force Quit", .system),
      ("cmd+tab", "Switch to the next app", .system),
      ("⇧⌘3", "Screenshot of the screen", .system),
      ("ctrl+f2", "Move focus to the menu bar", .system),
      ("f11", "System function key", .system),
      ("⌘`", "Next window of the app", .system),
      ("⌘Q", "Quit", .standard),
      ("cmd+w", "Close", .standard),
      ("⌘,", "Settings", .standard),
      ("cmd+?", "Help", .standard),
      ("⇧⌘Z", "Redo", .standard),
      ("⌃⌘F", "Enter Full Screen", .standard),
    ] as [(String, String, ReservedShortcut.Ownership)])
  func knownEntries(text: String, meaning: String, ownership: ReservedShortcut.Ownership) throws {
    let entry = try #require(MacReservedShortcuts.entry(for: try Shortcut(parsing: text)))
    #expect(entry.meaning == meaning)
    #expect(entry.ownership == ownership)
  }

  @Test(arguments: ["cmd+1", "cmd+k", "ctrl+s", "f5", "alt+x", "cmd+shift+u"])
  func freeShortcutsAreNotReserved(text: String) throws {
    #expect(MacReservedShortcuts.entry(for: try Shortcut(parsing: text)) == nil)
  }

  @Test func everyShortcutIsListedOnce() {
    let shortcuts = MacReservedShortcuts.all.map(\.shortcut)
    #expect(Set(shortcuts).count == shortcuts.count)
    #expect(MacReservedShortcuts.all.allSatisfy { !$0.meaning.isEmpty })
  }

  @Test func systemAndStandardAreBothPresent() {
    let system = MacReservedShortcuts.all.filter { $0.ownership == .system }
    let standard = MacReservedShortcuts.all.filter { $0.ownership == .standard }
    #expect(system.count == 46)
    #expect(standard.count == 42)
    #expect(system.contains { $0.shortcut == Shortcut(.function(7), modifiers: .control) })
  }
}
