import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// ↓ in the Time Entries tab's search field goes on to the entries found, as ↓ from a list's
/// search field does, so a keyboard user can search, then move through what was found.
@MainActor
@Suite struct SearchDownIntoEntriesTests {
  /// Whether the row holding `text` is drawn in reverse video (the focused table's row).
  private func isHighlighted(_ text: String, in app: TrackerHost) throws -> Bool {
    let row = try #require(app.host.row(containing: text))
    let line = app.host.lines[row]
    let column = line.distance(
      from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
    return app.host.style(column: column, row: row).attributes.contains(.reverse)
  }

  @Test(arguments: [80, 120])
  func downFromTheSearchFieldReachesTheEntries(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(
      TimeTrackerJourneyTests.setUp
        + " cmd+1 cmd+r wait:25m cmd+r wait:5m cmd+r wait:10m cmd+r cmd+3 cmd+f")
    // Newest first: the 10-minute entry, then the 25-minute one.
    #expect(try !isHighlighted("0:10", in: app))
    try app.play("down")
    #expect(try isHighlighted("0:10", in: app))
    try app.play("down")
    #expect(try isHighlighted("0:25", in: app))
    #expect(try !isHighlighted("0:10", in: app))
  }

  @Test func downWithNothingFoundStaysInTheField() throws {
    let app = TrackerHost(columns: 100)
    try app.play(TimeTrackerJourneyTests.setUp + " cmd+3 cmd+f down \"x\"")
    #expect(app.text.contains("Search x"))
  }
}
