import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The entry editor as a user meets it: a timer's entry saved unchanged, the 12-hour form it
/// shows typed back, entries added by hand, and the columns and totals around them.
@MainActor
@Suite(.serialized) struct EntryEditingJourneyTests {
  nonisolated static let widths = [80, 140]
  static let setUp = TimeTrackerJourneyTests.setUp
  /// Switches More › Time format to 12-hour.
  static let twelveHour = "cmd+4 tab right"

  @Test(arguments: widths)
  func anUnchangedTimerEntryShorterThanAMinuteSavesAsItIs(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    // Two timers back to back, starting 17 seconds past the minute: the second starts the
    // second the first ends.
    try app.play(Self.setUp + " cmd+1 wait:17s cmd+r wait:40s cmd+r cmd+r wait:5m cmd+r")
    try app.play("cmd+3 cmd+e")
    #expect(app.text.contains("Edit Entry"))
    // The pickers show hours and minutes; the seconds stay in the entry.
    #expect(app.text.contains("Start   2026-01-05 09:00"))
    #expect(app.text.contains("End     2026-01-05 09:05"))
    try app.play("cmd+s")
    #expect(!app.text.contains("Edit Entry"))
    // The shorter one, 40 seconds long: the list selects the newest, so move down to it.
    try app.play("tab down cmd+e")
    #expect(app.text.contains("Duration 0:00"))
    try app.play("cmd+s")
    #expect(!app.text.contains("Edit Entry"))
    let saved = Tracker(directory: app.directory).entries
    let start = TrackerHost.monday
    #expect(
      saved.map { [$0.start, $0.end] } == [
        [start.addingTimeInterval(17), start.addingTimeInterval(57)],
        [start.addingTimeInterval(57), start.addingTimeInterval(357)],
      ])
  }

  @Test(arguments: widths)
  func theEditorTakesTheTwelveHourFormItShows(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    // Late that evening, so the ends typed below have passed (the editor refuses a later one).
    try app.play(
      Self.setUp + " " + Self.twelveHour + " cmd+1 cmd+r wait:25m cmd+r wait:13h cmd+3 cmd+e")
    // The window's locale follows the setting, so the pickers show the 12-hour form (with
    // the date, as date pickers do) and read it back.
    #expect(app.text.contains("Start   2026-01-05 9:00 AM"))
    #expect(app.text.contains("End     2026-01-05 9:25 AM"))
    #expect(app.text.contains("yyyy-MM-dd h:mm a"))
    try app.play("tab cmd+a \"25:00\"")
    #expect(app.text.contains("✕ expected yyyy-MM-dd h:mm a"))
    #expect(app.text.contains("Duration 0:25"))
    try app.play("cmd+a \"9:40am\"")
    #expect(app.text.contains("Duration 0:40"))
    try app.play("cmd+a \"10:15 AM\"")
    #expect(app.text.contains("Duration 1:15"))
    try app.play("cmd+a \"21:05\" cmd+s")
    #expect(!app.text.contains("Edit Entry"))
    #expect(app.lines.contains { $0.contains(" 9:00 AM– 9:05 PM") && $0.contains("12:05") })
    // Reopened, the end is shown as it was saved, and ↑ on AM/PM swaps it.
    try app.play("cmd+e")
    #expect(app.text.contains("End     2026-01-05 9:05 PM"))
    try app.play("tab end up")
    #expect(app.text.contains("End     2026-01-05 9:05 AM"))
    #expect(app.text.contains("Duration 0:05"))
  }

  @Test(arguments: widths)
  func theEditorFollowsTheTimeFormatBackTo24Hours(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " " + Self.twelveHour + " cmd+1 cmd+r wait:25m cmd+r cmd+3 cmd+e")
    #expect(app.text.contains("End     2026-01-05 9:25 AM"))
    try app.play("esc cmd+4 tab left cmd+3 cmd+e")
    #expect(app.text.contains("Start   2026-01-05 09:00"))
    #expect(app.text.contains("End     2026-01-05 09:25"))
    #expect(app.text.contains("yyyy-MM-dd HH:mm"))
  }

  @Test(arguments: widths)
  func twelveHourColumnsLineUp(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(
      Self.setUp + " " + Self.twelveHour
        + " cmd+1 cmd+r wait:25m cmd+r wait:35m cmd+r wait:30m cmd+r cmd+3")
    let late = try #require(app.lines.first { $0.contains("10:00 AM–10:30 AM") })
    let early = try #require(app.lines.first { $0.contains(" 9:00 AM– 9:25 AM") })
    let column = { (line: String) in
      line.range(of: "Work · Report")?.lowerBound.utf16Offset(in: line)
    }
    #expect(column(late) != nil)
    #expect(column(late) == column(early))
  }

  @Test(arguments: widths)
  func newEntryAddsAnEntryByHand(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " cmd+shift+n")
    #expect(app.lines.contains { $0.contains("│ New Entry") })
    // A new entry runs from now to now until its times are typed.
    #expect(app.text.contains("Start   2026-01-05 09:00"))
    #expect(app.text.contains("End must be after start"))
    #expect(app.isDimmed("Save"))
    try app.play("cmd+a \"8:00\"")
    #expect(app.text.contains("Duration 1:00"))
    try app.play("tab cmd+a \"8:30 am\" tab tab tab \"standup\" cmd+s")
    // The sheet's title is gone (the hint line may still offer the command).
    #expect(!app.lines.contains { $0.contains("│ New Entry") })
    try app.play("cmd+3")
    #expect(
      app.lines.contains {
        $0.contains("08:00–08:30") && $0.contains("Work · Report") && $0.contains("standup")
      })
    // An entry typed over another is refused with the clash named.
    try app.play("cmd+shift+n cmd+a \"08:15\" tab cmd+a \"08:45\"")
    #expect(app.text.contains("Overlaps the entry Mon 2026-01-05 08:00–08:30"))
  }

  @Test(arguments: widths)
  func todayIncludesTheRunningTimer(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp + " cmd+1 cmd+r wait:25m cmd+r cmd+r wait:10m")
    #expect(app.text.contains("Elapsed 0:10:00"))
    #expect(app.text.contains("Today 0:35"))
    try app.play("wait:5m")
    #expect(app.text.contains("Today 0:40"))
  }
}
