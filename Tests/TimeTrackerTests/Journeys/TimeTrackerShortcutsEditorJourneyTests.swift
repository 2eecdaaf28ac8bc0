import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The Keyboard Shortcuts editor in the time tracker: record a chord, see the warning when a
/// shortcut is taken, remove and reset, and find the change in the file, the menu and after a
/// restart.
@MainActor
@Suite(.serialized) struct TimeTrackerShortcutsEditorJourneyTests {
  static let open = "cmd+shift+p \"keyboard shortcuts\" enter"

  static func tracker(config: String, terminal: TerminalKeyProfile = .kitty) -> TrackerHost {
    let app = TrackerHost(columns: 100, rows: 30, terminal: terminal)
    app.host.host.configDirectory = config
    return app
  }

  static func keymap(in folder: String) -> String {
    (try? String(contentsOfFile: folder + "/keymap.json", encoding: .utf8)) ?? ""
  }

  @Test func recordAChordAndSeeItEverywhere() throws {
    let config = TestHost.scratchDirectory(prefix: "time-tracker-editor")
    let app = Self.tracker(config: config)
    try app.play(Self.open + " \"time ent\"")
    #expect(app.lines.contains { $0.contains("View › Time Entries") && $0.contains("⌘3") })
    try app.play("enter ctrl+k ctrl+e")
    #expect(app.text.contains("Keys for View › Time Entries: ⌃K ⌃E"))
    try app.play("enter")
    #expect(app.text.contains("View/Time Entries is now ctrl+k ctrl+e"))
    #expect(
      KeymapParser.parse(Self.keymap(in: config)).entries.map(\.command) == ["View/Time Entries"])
    try app.play("esc ctrl+k ctrl+e")
    #expect(app.text.contains("No time entries yet."))
    try app.play("f10 v")
    #expect(app.lines.contains { $0.contains("Time Entries") && $0.contains("⌃K ⌃E") })
    // The file survives a restart.
    let again = Self.tracker(config: config)
    try again.play("cmd+4")
    #expect(again.lines.contains { $0.contains("Time Entries") && $0.hasSuffix("⌃K ⌃E") })
  }

  @Test func aLongListShowsThatMoreFollowAndTheListKeysMoveThrough() throws {
    let app = Self.tracker(config: TestHost.scratchDirectory(prefix: "time-tracker-editor"))
    try app.play(Self.open)
    let header = try #require(app.lines.firstIndex { $0.contains("Command (• changed") })
    let firstRow = header + 1
    // More rows than fit: the right border beside them is a scroll bar, its thumb at the top.
    #expect(app.lines[firstRow].hasSuffix("┃"))
    #expect(!app.text.contains("Command Palette"))
    let top = app.lines[firstRow]
    // End goes to the last command, Home back to the first, Page Down and Up a screenful.
    try app.play("end")
    #expect(app.text.contains("Command Palette"))
    #expect(!app.lines[firstRow].hasSuffix("┃"))
    try app.play("home")
    #expect(app.lines[firstRow] == top)
    try app.play("pagedown pagedown")
    #expect(app.lines[firstRow] != top)
    try app.play("pageup pageup")
    #expect(app.lines[firstRow] == top)
  }

  @Test func takingAnotherCommandsKeysWarnsFirst() throws {
    let config = TestHost.scratchDirectory(prefix: "time-tracker-editor")
    let app = Self.tracker(config: config)
    try app.play(Self.open + " \"time ent\" enter cmd+1 enter")
    #expect(app.text.contains("cmd+1 is taken by View/Timer: Return takes it from there,"))
    #expect(Self.keymap(in: config).isEmpty)
    try app.play("enter")
    #expect(app.text.contains("View/Time Entries is now cmd+1; View/Timer has no keys"))
    try app.play("esc cmd+1")
    #expect(app.text.contains("No time entries yet."))
    // Escape while warned cancels without writing.
    let other = Self.tracker(config: TestHost.scratchDirectory(prefix: "time-tracker-editor"))
    try other.play(Self.open + " \"time ent\" enter cmd+1 enter esc")
    #expect(!other.text.contains("is taken by"))
  }

  @Test func removeResetAndTheConflictsColumn() throws {
    let config = TestHost.scratchDirectory(prefix: "time-tracker-editor")
    try #"[{ "key": "cmd+1", "command": "View/Projects" }]"#.write(
      toFile: config + "/keymap.json", atomically: true, encoding: .utf8)
    let app = Self.tracker(config: config)
    try app.play(Self.open + " \"view projects\"")
    // Projects and Timer now share ⌘1: both are marked, with the reason.
    #expect(app.lines.contains { $0.contains("⚠ View › Projects •") && $0.contains("⌘1") })
    #expect(app.text.contains("⚠ "))
    try app.play("ctrl+r")
    #expect(app.text.contains("View/Projects has its default keys again"))
    #expect(app.lines.contains { $0.contains("View › Projects") && $0.contains("⌘2") })
    try app.play("delete")
    #expect(app.text.contains("View/Projects has no keys now"))
    #expect(app.lines.contains { $0.contains("View › Projects •") && $0.contains("—") })
    #expect(Self.keymap(in: config).contains(#""command": "-View/Projects""#))
  }

  @Test(arguments: [80, 140])
  func theEditorHidesTheSearchFieldsCursorBeneathIt(columns: Int) throws {
    let app = TrackerHost(columns: columns, rows: 24)
    app.host.host.configDirectory = TestHost.scratchDirectory(prefix: "time-tracker-editor")
    try app.play("cmd+3")
    #expect(app.host.host.cursor != nil)
    try app.play(Self.open)
    #expect(app.host.host.cursor == nil)
    let top = try #require(app.host.row(containing: "┌"))
    #expect(app.lines[top].count == columns)
    try app.play("esc")
    #expect(app.host.host.cursor != nil)
  }
}
