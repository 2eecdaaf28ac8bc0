import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Time Entries in a small terminal: the rows come before the week's summary, and the date,
/// times and duration before the project and the note.
@MainActor
@Suite(.serialized) struct SmallTerminalEntryTableTests {
  static let setUp = TimeTrackerJourneyTests.setUp
  static let twoEntries = setUp + " cmd+r wait:25m cmd+r wait:5m cmd+r wait:40m cmd+r"

  @Test func rowsShowAtFortyByTwelve() throws {
    let app = TrackerHost(columns: 40, rows: 12, terminal: .legacy)
    try app.play(Self.twoEntries + " alt+3")
    #expect(app.lines.contains { $0.contains("Date") && $0.contains("Time") })
    #expect(app.lines.contains { $0.contains("Mon 2026-01-05") && $0.contains("09:30–10:10") })
  }

  @Test func dateAndTimesStayWholeAtFiftyByFourteen() throws {
    let app = TrackerHost(columns: 50, rows: 14, terminal: .legacy)
    try app.play(Self.twoEntries + " alt+3")
    #expect(
      app.lines.contains {
        $0.contains("Mon 2026-01-05") && $0.contains("09:00–09:25") && $0.contains("0:25")
      })
  }
}
