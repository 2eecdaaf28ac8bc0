import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Time Entries as a table: a header with the sort column marked, rows newest first, sorting
/// by the table's keys, and Return on a row opening the editor.
@MainActor
@Suite(.serialized) struct EntryTableJourneyTests {
  /// Two entries: Work · Report 09:00–09:25, then Garden 09:25–10:25.
  static let setUp =
    "cmd+n \"Work\" cmd+s cmd+t \"Report\" cmd+s cmd+1 cmd+r wait:25m cmd+r "
    + "cmd+n \"Garden\" cmd+s cmd+1 cmd+r wait:1h cmd+r cmd+3"

  private func rowIndex(_ app: TrackerHost, _ text: String) throws -> Int {
    // A row starts with its day; the week line above the table names projects too.
    try #require(
      app.lines.firstIndex { $0.hasPrefix(" Mon 2026-01-05  ") && $0.contains(text) },
      "no row \(text):\n\(app.text)")
  }

  @Test(arguments: [80, 140])
  func headerRowsAndSorting(columns: Int) throws {
    let app = TrackerHost(columns: columns)
    try app.play(Self.setUp)
    let header = try #require(app.lines.first { $0.contains("Date ▼") })
    for title in ["Time", "Duration", "Project", "Note"] {
      #expect(header.contains(title), "\(title) missing from \(header)")
    }
    let garden = app.lines[try rowIndex(app, "Garden")]
    #expect(garden.contains("09:25–10:25  1:00"), "\(app.text)")
    // Newest first.
    #expect(try rowIndex(app, "Garden") < rowIndex(app, "Work · Report"))
    // Tab moves focus from the search field to the table; `>` sorts by the next column.
    try app.play("tab >")
    #expect(app.lines.contains { $0.contains("Duration ▲") })
    #expect(!app.lines.contains { $0.contains("Date ▼") })
    #expect(try rowIndex(app, "Work · Report") < rowIndex(app, "Garden"))
    try app.play("r")
    #expect(app.lines.contains { $0.contains("Duration ▼") })
    #expect(try rowIndex(app, "Garden") < rowIndex(app, "Work · Report"))
    // The selected entry's day total is under the table.
    #expect(app.lines.contains { $0.contains("Mon 2026-01-05   total 1:25") })
  }

  @Test func returnOnARowEditsIt() throws {
    let app = TrackerHost()
    try app.play(Self.setUp + " tab down enter")
    #expect(app.text.contains("Edit Entry"))
    // The second row, Work · Report, is the one being edited.
    #expect(app.text.contains("09:25"))
    #expect(app.lines.contains { $0.contains("Task") && $0.contains("Report") })
  }
}
