import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// A week spread over many projects: its summary line is cut short so the entries stay on
/// screen.
@MainActor
@Suite(.serialized) struct BusyWeekJourneyTests {
  @Test func aWeekOfSixtyProjectsLeavesTheTableItsRoom() throws {
    let folder = TestHost.scratchDirectory(prefix: "time-tracker-busy-week")
    let store = try TimeStore(directory: folder)
    for index in 0..<60 {
      let project = try store.addProject(named: "Client project number \(index)")
      let start = TrackerHost.monday.addingTimeInterval(Double(index) * 60)
      _ = try store.addEntry(
        TimeEntry(
          id: 0, projectID: project.id, taskID: nil, start: start,
          end: start.addingTimeInterval(30)))
    }
    let app = TrackerHost(columns: 100, rows: 20, directory: folder)
    try app.play("cmd+3")
    let summary = app.lines.filter { $0.contains("Client project number") && $0.contains("·") }
    #expect(summary.count <= 3)
    let header = try #require(app.lines.firstIndex { $0.contains("Date") && $0.contains("Note") })
    #expect(app.lines[(header + 1)...].filter { $0.contains("2026-01-05") }.count >= 5)
  }
}
