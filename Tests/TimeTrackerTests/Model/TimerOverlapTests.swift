import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The timer never records time an entry already holds.
@MainActor
@Suite struct TimerOverlapTests {
  static let monday = TrackerHost.monday

  static func entry(_ id: Int, from start: TimeInterval, to end: TimeInterval) -> TimeEntry {
    TimeEntry(
      id: id, projectID: 1, taskID: nil, start: monday.addingTimeInterval(start),
      end: monday.addingTimeInterval(end))
  }

  @Test func aStopIsCutShortWhereALaterEntryBegins() {
    let timer = RunningTimer(projectID: 1, taskID: nil, start: Self.monday)
    let before = Self.entry(1, from: -600, to: 0)
    let later = Self.entry(2, from: 600, to: 1_200)
    #expect(
      timer.end(stoppingAt: Self.monday + 1_800, among: [before, later])
        == Self.monday + 600)
    #expect(timer.end(stoppingAt: Self.monday + 300, among: [before, later]) == Self.monday + 300)
    // An entry from the timer's first moment leaves it nothing to record.
    #expect(
      timer.end(stoppingAt: Self.monday + 300, among: [Self.entry(3, from: 0, to: 60)]) == nil)
  }

  @Test func anEntryCoveringTheStartIsFound() {
    let entries = [Self.entry(1, from: 0, to: 3_600)]
    #expect(RunningTimer.entry(covering: Self.monday + 60, in: entries) == entries[0])
    #expect(RunningTimer.entry(covering: Self.monday + 3_600, in: entries) == nil)
  }

  @Test func stoppingTheTimerRecordsNoOverlap() throws {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-overlap")
    let tracker = Tracker(directory: folder)
    let project = try #require(tracker.addProject(named: "Work"))
    tracker.startTimer(projectID: project.id, taskID: nil, at: Self.monday)
    // Another copy of the app adds an entry inside the timer's time.
    let other = Tracker(directory: folder)
    _ = other.addEntry(Self.entry(0, from: 600, to: 900))
    tracker.refresh()
    let recorded = try #require(tracker.stopTimer(at: Self.monday + 1_800))
    #expect(recorded.end == Self.monday + 600)
    let entries = tracker.entries
    for (index, entry) in entries.enumerated() {
      #expect(!entries[(index + 1)...].contains { $0.overlaps(entry) })
    }
  }

  @Test func theEditorRefusesAnEndLaterThanNowAndTheTimersTime() {
    let format = ClockFormat(
      calendar: {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
      }())
    var draft = EntryDraft(projectID: 1, taskID: nil)
    draft.start = "09:00"
    draft.end = "17:00"
    let now = Self.monday + 1_800
    #expect(
      draft.validated(original: nil, on: Self.monday, others: [], format: format, now: now)
        == .failure(.endAfterNow(now)))
    draft.end = "09:20"
    let timer = RunningTimer(projectID: 1, taskID: nil, start: Self.monday + 600)
    #expect(
      draft.validated(
        original: nil, on: Self.monday, others: [], format: format, now: now, running: timer)
        == .failure(.overlapsRunningTimer(timer.start)))
    draft.end = "09:10"
    #expect(
      (try? draft.validated(
        original: nil, on: Self.monday, others: [], format: format, now: now, running: timer
      ).get())?.end == Self.monday + 600)
  }
}
