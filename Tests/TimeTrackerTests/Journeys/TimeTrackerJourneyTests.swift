import Foundation
import KeystrokeCore
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The seed's journeys through the whole app, at a narrow and a wide terminal.
@MainActor
@Suite(.serialized) struct TimeTrackerJourneyTests {
  nonisolated static let widths = [80, 140]
  static let setUp = "cmd+n \"Work\" cmd+s cmd+t \"Report\" cmd+s"

  @Test(arguments: widths)
  func commandKeysSwitchTabs(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    #expect(app.text.contains("No projects yet"))
    try app.play("cmd+4")
    #expect(app.text.contains("Keyboard Shortcuts"))
    // The overview is the live menu bar's: enabled commands, in this terminal's keys.
    #expect(app.lines.contains { $0.contains("New Project") && $0.hasSuffix("⌘N") })
    #expect(app.lines.contains { $0.contains("Time Entries") && $0.hasSuffix("⌘3") })
    #expect(!app.text.contains("New Task"))
    try app.play("cmd+3")
    #expect(app.text.contains("No time entries yet."))
    try app.play("cmd+2")
    #expect(app.text.contains("New Project (File menu) creates one"))
    try app.play("cmd+1")
    #expect(app.text.contains("No projects yet. Create one"))
  }

  @Test func theShortcutOverviewFollowsWhatIsEnabled() throws {
    let app = TrackerHost(columns: 100)
    try app.play("cmd+4")
    #expect(!app.text.contains("New Task"))
    try app.play(Self.setUp + " cmd+4")
    #expect(app.lines.contains { $0.contains("New Task") && $0.hasSuffix("⌘T") })
  }

  @Test func theViewMenuListsTheTabsBeforeTheSidebarItem() throws {
    let app = TrackerHost(columns: 100)
    try app.play("f10 right right right")
    let rows = app.lines
    let timer = try #require(rows.firstIndex { $0.contains("Timer") && $0.contains("⌘1") })
    let projects = try #require(rows.firstIndex { $0.contains("Projects") && $0.contains("⌘2") })
    let entries = try #require(
      rows.firstIndex { $0.contains("Time Entries") && $0.contains("⌘3") })
    let more = try #require(rows.firstIndex { $0.contains("More") && $0.contains("⌘4") })
    let sidebar = try #require(rows.firstIndex { $0.contains("Sidebar") })
    #expect(timer < projects && projects < entries && entries < more && more < sidebar)
    try app.play("down enter")
    #expect(app.text.contains("New Project (File menu) creates one"))
  }

  @Test(arguments: widths)
  func newProjectAndNewTask(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play("f10 right")
    #expect(app.text.contains("New Task"))
    #expect(app.isDimmed("New Task"))
    try app.play("esc cmd+t")
    #expect(!app.text.contains("New Task in"))
    try app.play("cmd+n")
    #expect(app.text.contains("New Project"))
    try app.play("\"Work\" cmd+s cmd+2")
    #expect(app.text.contains("Work"))
    try app.play("cmd+t \"Report\" cmd+s")
    #expect(app.text.contains("Tasks in Work: Report"))
    try app.play("f10 right")
    #expect(!app.isDimmed("New Task"))
  }

  @Test(arguments: widths)
  func aTwentyFiveMinuteTimerIsAnEntryOfTwentyFiveMinutes(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " cmd+1 cmd+r")
    #expect(app.text.contains("Running: Work · Report"))
    try app.play("wait:25m")
    #expect(app.text.contains("Elapsed 0:25:00"))
    try app.play("cmd+r cmd+3")
    let row = try #require(app.lines.first { $0.contains("Work · Report") })
    #expect(row.contains(" 0:25 "))
    #expect(app.lines.contains { $0.contains("2026-01-05") && $0.contains("total 0:25") })
    #expect(app.text.contains("Work 0:25 · total 0:25"))
  }

  @Test(arguments: widths)
  func editingRefusesAnInvalidRangeAndSavesAValidOne(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    // An hour later, so the 10:00 end typed below has passed.
    try app.play(Self.setUp + " cmd+1 cmd+r wait:25m cmd+r wait:1h cmd+3 cmd+e")
    #expect(app.text.contains("Edit Entry"))
    // Replace End (the second field) with a time before the start.
    try app.play("tab " + String(repeating: "backspace ", count: 5) + "\"08:30\"")
    #expect(app.text.contains("End must be after start"))
    try app.play("cmd+s")
    #expect(app.text.contains("Edit Entry"))
    try app.play(String(repeating: "backspace ", count: 5) + "\"10:00\" cmd+s")
    #expect(!app.text.contains("Edit Entry"))
    #expect(app.lines.contains { $0.contains("Work · Report") && $0.contains(" 1:00 ") })
  }

  @Test func escapeAsksBeforeDiscardingAnEdit() throws {
    let app = TrackerHost()
    try app.play(Self.setUp + " cmd+1 cmd+r wait:25m cmd+r cmd+3 cmd+e esc")
    #expect(!app.text.contains("Edit Entry"))
    try app.play("cmd+e tab up esc")
    #expect(app.text.contains("Discard your changes?"))
    try app.play("esc")
    #expect(app.text.contains("Edit Entry"))
    try app.play("esc up enter")
    #expect(!app.text.contains("Edit Entry"))
    #expect(app.lines.contains { $0.contains("Work · Report") && $0.contains(" 0:25 ") })
  }

  @Test(arguments: widths)
  func searchFindsTheEntry(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " cmd+1 cmd+r wait:25m cmd+r cmd+f \"repo\"")
    #expect(app.lines.contains { $0.contains("Work · Report") })
    try app.play(String(repeating: "backspace ", count: 4) + "\"holiday\"")
    #expect(app.text.contains("No entries match."))
  }

  @Test func dataPersistsAcrossRunsOnTheSameStore() throws {
    let first = TrackerHost()
    try first.play(Self.setUp + " cmd+1 cmd+r wait:25m cmd+r cmd+r")
    let second = TrackerHost(directory: first.directory)
    #expect(second.text.contains("Running: Work · Report"))
    try second.play("cmd+3")
    #expect(second.lines.contains { $0.contains("Work · Report") && $0.contains(" 0:25 ") })
  }

  @Test(arguments: [(TerminalKeyProfile.kitty, "cmd+2"), (.legacy, "alt+2")])
  func projectsOpenWithTheTerminalsKeys(terminal: TerminalKeyProfile, keys: String) throws {
    let app = TrackerHost(terminal: terminal)
    try app.play(keys)
    #expect(app.text.contains("New Project (File menu) creates one"))
  }

  @Test func projectsRenameArchiveAndDeleteWithConfirmation() throws {
    let app = TrackerHost()
    try app.play(Self.setUp + " cmd+2 cmd+e")
    try app.play(String(repeating: "backspace ", count: 4) + "\"Client\" cmd+s")
    #expect(app.text.contains("Tasks in Client: Report"))
    try app.play("cmd+shift+a")
    #expect(app.text.contains("archived"))
    try app.play("cmd+backspace")
    #expect(app.text.contains("Delete Client?"))
    try app.play("esc")
    #expect(app.text.contains("Tasks in Client"))
    try app.play("cmd+backspace up enter")
    #expect(app.text.contains("No projects yet"))
  }

  @Test func theListTakesFocusWhenTheFirstProjectReplacesTheEmptyState() throws {
    // Focus was on the empty state's New Project button, which the new list replaces: when the
    // sheet closes, ↑ and ↓ move in the list rather than nowhere, and → stays on Projects.
    let app = TrackerHost(terminal: .legacy)
    try app.play("alt+2 ctrl+n \"Alpha\" enter ctrl+n \"Beta\" enter")
    #expect(app.text.contains("Tasks in Beta"))
    try app.play("up")
    #expect(app.text.contains("Tasks in Alpha"))
    try app.play("right down")
    #expect(app.text.contains("Tasks in Beta"))
  }

  @Test func theOverviewShowsTheKeysThisTerminalNeeds() throws {
    let kitty = TrackerHost()
    try kitty.play("cmd+4")
    #expect(kitty.lines.contains { $0.contains("⌘2") && $0.contains("Projects") })
    let legacy = TrackerHost(terminal: .legacy)
    try legacy.play("alt+4")
    #expect(legacy.lines.contains { $0.contains("Alt+2") && $0.contains("Projects") })
    #expect(legacy.lines.contains { $0.contains("Ctrl+N") && $0.contains("New Project") })
  }

  @Test func aDamagedDatabaseIsReportedAndKept() throws {
    let directory = TestHost.scratchDirectory(prefix: "time-tracker-test")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/" + TimeStore.fileName
    let junk = Data(repeating: 0x42, count: 3000)
    try junk.write(to: URL(fileURLWithPath: path))
    let app = TrackerHost(directory: directory)
    #expect(app.text.contains("cannot open its data"))
    #expect(app.text.contains(TimeStore.fileName))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == junk)
  }
}
