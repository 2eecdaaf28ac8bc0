import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Numbers in the file that no entry could hold (an infinity, a year past 9999, a fractional
/// id): the data is reported as damaged, naming the file, instead of crashing at start.
@MainActor
@Suite struct DamagedValueTests {
  @Test(arguments: [
    "UPDATE entry SET start = 9e999", "UPDATE entry SET end = -9e999",
    "UPDATE entry SET end = 1e300", "UPDATE entry SET project_id = 9e999",
    "UPDATE entry SET task_id = 0.5", "UPDATE project SET archived = 9e999",
    "UPDATE task SET project_id = -9e999",
    "INSERT INTO running_timer (id, project_id, start) VALUES (1, 1, 9e999)",
    "INSERT INTO running_timer (id, project_id, start) VALUES (1, 1, 'soon')",
  ])
  func aValueNoEntryCouldHoldIsReportedNotTrusted(damage: String) throws {
    let directory = TestHost.scratchDirectory(prefix: "time-tracker-damaged")
    do {
      let store = try TimeStore(directory: directory)
      let project = try store.addProject(named: "Work")
      let task = try store.addTask(named: "Write", projectID: project.id)
      let start = Date(timeIntervalSince1970: 1_767_600_000)
      try store.addEntry(
        TimeEntry(
          id: 0, projectID: project.id, taskID: task.id, start: start,
          end: start.addingTimeInterval(600)))
      store.close()
    }
    let path = directory + "/" + TimeStore.fileName
    do {
      let raw = try SQLiteDatabase(path: path, migrations: TimeStore.migrations)
      try raw.execute("PRAGMA foreign_keys = OFF")
      try raw.execute(damage)
      raw.close()
    }
    let tracker = Tracker(directory: directory)
    #expect(tracker.store == nil)
    #expect(tracker.entries.isEmpty && tracker.running == nil)
    let message = try #require(tracker.loadError)
    #expect(message.contains(path))
    #expect(message.contains("damaged"))
  }
}
