import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// The Projects tab's task list keeps a visible mark on its selected task whether it has focus
/// or not, in colour and without.
@MainActor
@Suite(.serialized) struct TaskListMarkTests {
  /// The style of the first cell of the task list's row showing `name` (the row below the
  /// "Tasks in" line, so the summary line's copy of the name does not count).
  private func taskStyle(_ name: String, in app: TrackerHost) throws -> CellStyle {
    let summary = try #require(app.host.row(containing: "Tasks in"))
    let row = try #require(
      app.lines.indices.first { $0 > summary && app.lines[$0].hasPrefix(" " + name) })
    return app.host.style(column: 1, row: row)
  }

  @Test(arguments: [80, 140])
  func theSelectedTaskIsMarkedWithAndWithoutFocus(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(TaskAndEmptyStateJourneyTests.setUp + " cmd+2")
    // Focus is on the project list: the selected task shows the unfocused mark, the other
    // task none.
    let unfocused = try taskStyle("Review", in: app)
    #expect(unfocused.attributes.isSuperset(of: [.bold, .underline]))
    #expect(!unfocused.attributes.contains(.reverse))
    #expect(try taskStyle("Report", in: app).attributes.isDisjoint(with: [.bold, .underline]))
    // Tab into the task list: the bar; Tab out again: the unfocused mark comes back.
    try app.play("tab")
    #expect(try taskStyle("Review", in: app).attributes.contains(.reverse))
    try app.play("up tab")
    #expect(try taskStyle("Report", in: app).attributes.isSuperset(of: [.bold, .underline]))
    #expect(try taskStyle("Review", in: app).attributes.isDisjoint(with: [.bold, .underline]))
  }
}
