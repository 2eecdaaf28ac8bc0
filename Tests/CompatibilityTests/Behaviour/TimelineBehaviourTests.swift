import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// The timeline coverage page behaves as it would in SwiftUI, on the test host's clock.
@MainActor
@Suite struct TimelineBehaviourTests {
  /// 9:00:00 today in the local time zone, which `Text(_:style: .time)` shows.
  private static func nineOClock() throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return try #require(
      calendar.date(from: DateComponents(year: 2026, month: 12, day: 7, hour: 9, minute: 0)))
  }

  @Test(arguments: [40, 80])
  func theClockShowsTheHostsTimeAndMovesWithIt(columns: Int) throws {
    let nine = try Self.nineOClock()
    let host = TestHost(TickingClock(start: nine), columns: columns, rows: 1, now: nine)
    #expect(host.row(containing: "9:00 AM") != nil)
    try host.play("wait:61s")
    #expect(host.row(containing: "9:01 AM") != nil)
    try host.play("wait:1h")
    #expect(host.row(containing: "10:01 AM") != nil)
  }

  @Test func thePeriodicScheduleShowsItsLastTickNotLaterThanTheClock() throws {
    let start = try Self.nineOClock()
    let host = TestHost(
      SecondsSinceStart(start: start), columns: 20, rows: 1, now: start.addingTimeInterval(2.5))
    #expect(host.row(containing: "Up 2s") != nil)
    try host.play("wait:600ms")
    #expect(host.row(containing: "Up 3s") != nil)
  }

  @Test func theMinuteStatusShowsTheMinutesStartWithSecondsAtALiveCadence() throws {
    let nine = try Self.nineOClock()
    let host = TestHost(MinuteStatus(), columns: 30, rows: 1, now: nine.addingTimeInterval(55))
    #expect(host.row(containing: "Updated 9:00 AM") != nil)
    try host.play("wait:5s")
    #expect(host.row(containing: "Updated 9:01 AM") != nil)
  }

  @Test func theReminderChangesAtItsDatesAndStaysAfterTheLast() throws {
    let nine = try Self.nineOClock()
    let dates = [nine.addingTimeInterval(10), nine.addingTimeInterval(20)]
    let host = TestHost(BreakReminder(dates: dates), columns: 20, rows: 1, now: nine)
    #expect(host.row(containing: "Focus") != nil)
    try host.play("wait:10s")
    #expect(host.row(containing: "Break 1 of 2") != nil)
    try host.play("wait:15s")
    #expect(host.row(containing: "Break 2 of 2") != nil)
    try host.play("wait:1h")
    #expect(host.row(containing: "Break 2 of 2") != nil)
  }

  @Test func theSpinnerTurnsAtItsIntervalAndStopsWhenPaused() throws {
    let nine = try Self.nineOClock()
    let working = TestHost(
      WorkSpinner(isWorking: true, start: nine), columns: 20, rows: 1, now: nine)
    #expect(working.row(containing: "| Working") != nil)
    try working.play("wait:250ms")
    #expect(working.row(containing: "/ Working") != nil)
    try working.play("wait:250ms")
    #expect(working.row(containing: "- Working") != nil)
    let done = TestHost(
      WorkSpinner(isWorking: false, start: nine), columns: 20, rows: 1, now: nine)
    try done.play("wait:1s")
    #expect(done.row(containing: "Done") != nil)
  }

  @Test func aScheduleOfTheAppsOwnDrivesItsTimeline() throws {
    let nine = try Self.nineOClock().timeIntervalSinceReferenceDate
    let hour = (nine / 3600).rounded(.down)
    let host = TestHost(
      HourChime(), columns: 20, rows: 1,
      now: Date(timeIntervalSinceReferenceDate: hour * 3600 + 59 * 60))
    #expect(host.row(containing: "Hour \(Int(hour) % 24)") != nil)
    try host.play("wait:1m")
    #expect(host.row(containing: "Hour \(Int(hour + 1) % 24)") != nil)
  }
}
