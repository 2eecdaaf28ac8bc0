import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Entries record time that has passed, and never overlap: the editor refuses an end later
/// than now or one reaching into the running timer, the timer does not start inside an entry,
/// and Today counts only what has passed.
@MainActor
@Suite(.serialized) struct ElapsedTimeJourneyTests {
  static let setUp = TimeTrackerJourneyTests.setUp

  /// A folder whose data holds the project Work and one entry, 09:00–17:00 on the journeys'
  /// Monday: written straight to the file, as an older version's editor let it be saved.
  static func folderWithAFutureEntry() throws -> String {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-future-entry")
    let store = try TimeStore(directory: folder)
    let project = try store.addProject(named: "Work")
    _ = try store.addEntry(
      TimeEntry(
        id: 0, projectID: project.id, taskID: nil, start: TrackerHost.monday,
        end: TrackerHost.monday.addingTimeInterval(8 * 3_600)))
    store.close()
    return folder
  }

  @Test func theEditorRefusesAnEndLaterThanNow() throws {
    let app = TrackerHost()
    try app.play(
      Self.setUp + " cmd+r wait:30m cmd+r cmd+3 tab cmd+e tab ctrl+u \"2026-01-05 17:00\"")
    #expect(app.text.contains("End can't be later than now (09:30)"))
    #expect(app.isDimmed("Save"))
    try app.play("cmd+s")
    #expect(app.text.contains("Edit Entry"))
    try app.play("ctrl+u \"2026-01-05 09:20\"")
    #expect(app.text.contains("Duration 0:20"))
  }

  @Test func theEditorRefusesTimeTheRunningTimerIsRecording() throws {
    let app = TrackerHost()
    try app.play(Self.setUp + " cmd+r wait:30m cmd+r wait:10m cmd+r wait:10m cmd+shift+n")
    // The timer has run since 09:40; now is 09:50.
    try app.play("ctrl+u \"09:35\" tab ctrl+u \"09:45\"")
    #expect(app.text.contains("Overlaps the running timer (started 09:40)"))
    #expect(app.isDimmed("Save"))
    try app.play("ctrl+u \"09:40\"")
    #expect(app.text.contains("Duration 0:05"))
  }

  @Test func theTimerDoesNotStartInsideAnEntry() throws {
    let app = TrackerHost(directory: try Self.folderWithAFutureEntry())
    try app.play("wait:1h cmd+r")
    #expect(app.text.contains("The timer can't start now"))
    #expect(!app.text.contains("Running:"))
    #expect(Tracker(directory: app.directory).running == nil)
  }

  @Test func todayCountsOnlyTimeThatHasPassed() throws {
    let app = TrackerHost(directory: try Self.folderWithAFutureEntry())
    try app.play("wait:30m cmd+1")
    #expect(app.text.contains("Today 0:30"))
  }
}
