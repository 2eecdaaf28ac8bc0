import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

/// The text-documents journeys: typing, the Uppercased command, saving, reopening, reverting,
/// closing and quitting with unsaved changes, on narrow and wide screens and both key profiles.
@MainActor
@Suite struct DocumentJourneyTests {
  /// The keys for ⌘⇧U on each terminal.
  static let profiles: [(TerminalKeyProfile, String)] = [
    (.kitty, "cmd+shift+u"), (.legacy, "alt+shift+u"),
  ]

  @Test(arguments: [80, 140], [0, 1])
  func typeUppercaseAndSeeTheItemDim(columns: Int, profile: Int) throws {
    let (terminal, uppercase) = Self.profiles[profile]
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: columns, terminal: terminal)
    #expect(host.lines[1] == "Untitled")
    try host.play("\"hello\" enter \"world\"")
    #expect(host.lines[1] == "Untitled — Edited")
    #expect(host.lines[2] == "hello" && host.lines[3] == "world")
    try host.play(uppercase)
    #expect(host.lines[2] == "HELLO" && host.lines[3] == "WORLD")
    try host.play("f10 left left left")
    #expect(host.isDimmed("Uppercased") == true)
    let keys = terminal == .kitty ? "⇧⌘U" : "Alt+Shift+U"
    #expect(host.row(containing: "Uppercased").map { host.lines[$0].contains(keys) } == true)
  }

  @Test func uppercasedIsDimmedWithNoDocumentWindow() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("cmd+w")
    #expect(host.row(containing: "No open documents") != nil)
    try host.play("f10 left left left")
    #expect(host.isDimmed("Uppercased") == true)
  }

  @Test func theEditMenuWithNothingEnabledHighlightsNoItem() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, columns: 100)
    try host.play("cmd+w f10 right right")
    #expect(host.row(containing: "No open documents") != nil)
    let row = try #require(host.row(containing: "Undo"))
    let column = try #require(host.lines[row].range(of: "Undo")).lowerBound.utf16Offset(
      in: host.lines[row])
    #expect(host.isDimmed("Undo") == true)
    #expect(!host.style(column: column, row: row).attributes.contains(.reverse))
    #expect(host.lines.last?.contains("Nothing in this menu can be chosen now") == true)
  }

  @Test(arguments: [0, 1])
  func saveReopenAndRevert(profile: Int) throws {
    let (terminal, _) = Self.profiles[profile]
    let save = terminal == .kitty ? "cmd+s" : "ctrl+s"
    let open = terminal == .kitty ? "cmd+o" : "ctrl+o"
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory, terminal: terminal)
    try host.play("\"first draft\" \(save)")
    #expect(host.row(containing: "Save As") != nil)
    #expect(host.row(containing: directory.file("Untitled.txt")) != nil)
    try host.play("ctrl+u \"notes.txt\" enter")
    #expect(try directory.read("notes.txt") == "first draft")
    #expect(host.lines[1] == "notes.txt")
    try host.play("\" more\"")
    #expect(host.lines[1] == "notes.txt — Edited")
    // Revert to Saved is the seventh enabled item of the File menu.
    try host.play("f10 right down down down down down down enter")
    #expect(host.lines[1] == "notes.txt")
    #expect(host.lines[2] == "first draft")

    let second = try DocumentHost.start(in: directory, terminal: terminal)
    try second.play(open)
    #expect(second.row(containing: "▸ notes.txt") != nil)
    try second.play("enter")
    #expect(second.lines[1].hasPrefix("notes.txt"))
    #expect(second.lines[2] == "first draft")
  }

  @Test func saveAgainWritesWithoutAskingAndKeepsTheFileMode() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"a\" cmd+s enter")
    let path = directory.file("Untitled.txt")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o644)
    try host.play("\"b\" cmd+s")
    #expect(host.row(containing: "Save As") == nil)
    #expect(try directory.read("Untitled.txt") == "ab")
  }

  @Test func closingAnEditedDocumentAsksFirst() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"keep me\" cmd+w")
    #expect(host.row(containing: "Do you want to save the changes made to “Untitled”?") != nil)
    try host.play("esc")
    #expect(host.lines[2] == "keep me")
    try host.play("cmd+w")
    // Save, Don't Save, Cancel: Tab reaches Don't Save.
    try host.play("tab enter")
    #expect(host.row(containing: "No open documents") != nil)
    #expect(directory.names().isEmpty)
  }

  @Test func closingWithSaveAsksForAPathThenCloses() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"saved on close\" cmd+w enter")
    #expect(host.row(containing: "Save As") != nil)
    try host.play("enter")
    #expect(try directory.read("Untitled.txt") == "saved on close")
    #expect(host.row(containing: "No open documents") != nil)
  }

  @Test func quittingWithUnsavedChangesAsksFirst() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"unsaved\" cmd+q")
    #expect(!host.quitRequested)
    #expect(host.row(containing: "Do you want to save") != nil)
    try host.play("esc")
    #expect(!host.quitRequested)
    try host.play("cmd+q tab enter")
    #expect(host.quitRequested)
  }

  @Test func quittingWithNothingEditedQuitsAtOnce() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("cmd+q")
    #expect(host.quitRequested)
  }

  @Test func twoDocumentsUppercaseOnlyTheActiveOne() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"one\" cmd+n \"two\"")
    #expect(host.lines[1].hasPrefix("Untitled 2 — Edited"))
    #expect(host.lines[1].hasSuffix("2/2"))
    try host.play("cmd+shift+u")
    #expect(host.lines[2] == "TWO")
    try host.play("cmd+`")
    #expect(host.lines[1].hasPrefix("Untitled — Edited"))
    #expect(host.lines[2] == "one")
    try host.play("f10 left left")
    #expect(host.row(containing: "✓ Untitled — Edited") != nil)
    #expect(host.row(containing: "Untitled 2 — Edited") != nil)
  }

  @Test func duplicateOpensAnEditedUntitledCopy() throws {
    let directory = try TemporaryDirectory()
    let host = try DocumentHost.start(in: directory)
    try host.play("\"text\" cmd+s enter cmd+shift+s")
    #expect(host.lines[1].hasPrefix("Untitled copy — Edited"))
    #expect(host.lines[2] == "text")
  }
}
