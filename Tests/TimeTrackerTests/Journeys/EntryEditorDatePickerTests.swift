import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The entry editor's start and end as date pickers: what they show, the arrows that step
/// them, the 12-hour and time-only forms they read, and what they refuse.
@MainActor
@Suite(.serialized) struct EntryEditorDatePickerTests {
  nonisolated static let widths = [80, 140]
  static let setUp = TimeTrackerJourneyTests.setUp
  /// A 25-minute timer entry from 09:00, then its editor two days later, so the ends typed
  /// have passed (the editor refuses an end later than now).
  static let editTimerEntry = setUp + " cmd+1 cmd+r wait:25m cmd+r wait:48h cmd+3 cmd+e"

  @Test(arguments: widths)
  func pickersShowTheEntryInLineWithTheFormsLabels(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.editTimerEntry)
    let start = try #require(app.lines.first { $0.contains("Start   2026-01-05 09:00") })
    let end = try #require(app.lines.first { $0.contains("End     2026-01-05 09:25") })
    #expect(start.contains("yyyy-MM-dd HH:mm") && end.contains("yyyy-MM-dd HH:mm"))
    let column = { (line: String) in line.range(of: "2026")?.lowerBound.utf16Offset(in: line) }
    let project = try #require(app.lines.first { $0.contains("Project [ Work") })
    #expect(column(start) == column(end))
    #expect(column(start) == project.range(of: "[")?.lowerBound.utf16Offset(in: project))
  }

  @Test(arguments: widths)
  func arrowsStepTheMinuteAndTheDay(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.editTimerEntry + " tab up up up up up")
    #expect(app.text.contains("End     2026-01-05 09:30"))
    #expect(app.text.contains("Duration 0:30"))
    // Home puts the cursor on the year; eight to the right is the day.
    try app.play("home right right right right right right right right up")
    #expect(app.text.contains("End     2026-01-06 09:30"))
    #expect(app.text.contains("Duration 24:30"))
    try app.play("down cmd+s")
    #expect(!app.text.contains("Edit Entry"))
    let saved = try #require(Tracker(directory: app.directory).entries.first)
    #expect(saved.end.timeIntervalSince(saved.start) == 30 * 60)
  }

  @Test(arguments: widths)
  func twelveHourAndTimeOnlyTypingIsRead(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.editTimerEntry + " cmd+a \"8:15 am\"")
    #expect(app.text.contains("Duration 1:10"))
    try app.play("tab cmd+a \"1:05PM\"")
    #expect(app.text.contains("Duration 4:50"))
    // Leaving the field shows the picked time in the field's own form.
    try app.play("tab")
    #expect(app.text.contains("End     2026-01-05 13:05"))
    try app.play("cmd+s")
    let saved = try #require(Tracker(directory: app.directory).entries.first)
    #expect(saved.end.timeIntervalSince(saved.start) == 4 * 3600 + 50 * 60)
  }

  @Test(arguments: widths)
  func anEndBeforeTheStartsDayIsRefusedAndNotWritten(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.editTimerEntry + " tab cmd+a \"2026-01-04 10:00\"")
    #expect(app.text.contains("✕ earliest is 2026-01-05 00:00"))
    #expect(app.text.contains("Duration 0:25"))
    try app.play("cmd+a \"2026-13-04 10:00\"")
    #expect(app.text.contains("✕ expected yyyy-MM-dd HH:mm"))
    // Leaving the field drops what it could not read; the entry's end is still there.
    try app.play("shift+tab")
    #expect(app.text.contains("End     2026-01-05 09:25"))
    #expect(!app.text.contains("✕"))
  }

  @Test(arguments: widths)
  func aNewEntryStartsWhereTodaysLastEntryEnded(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " cmd+1 cmd+r wait:25m cmd+r wait:20m cmd+shift+n")
    #expect(app.text.contains("Start   2026-01-05 09:25"))
    #expect(app.text.contains("End     2026-01-05 09:45"))
    #expect(app.text.contains("Duration 0:20"))
    try app.play("cmd+s cmd+3")
    #expect(app.lines.contains { $0.contains("09:25–09:45") })
  }
}
