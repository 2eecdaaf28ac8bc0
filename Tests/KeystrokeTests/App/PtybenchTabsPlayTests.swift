import Foundation
import Testing

/// Runs the `ptybench-tabs` example with `--play`: the screen the pty benchmark measures must
/// show each pane's marker after its ⌘-digit, and the 500 generated rows on Time Entries.
@Suite struct PtybenchTabsPlayTests {
  /// The final screen's lines after `script` (the run must exit successfully).
  private func play(_ script: String, size: String) throws -> [String] {
    try ExamplePlay.screen(of: "ptybench-tabs", playing: script, size: size)
      .components(separatedBy: "\n")
  }

  @Test(arguments: ["80x24", "140x24"])
  func eachCommandShowsItsPane(size: String) throws {
    let start = try play("", size: size)
    #expect(start.contains { $0.hasPrefix("TIMER-PANE") })
    #expect(start.contains { $0.contains("Timer") && $0.contains("Time Entries") })
    let projects = try play("cmd+2", size: size)
    #expect(projects.contains { $0.hasPrefix("PROJECTS-PANE") })
    #expect(projects.contains { $0.hasPrefix("- Helix") })
    #expect(!projects.contains { $0.hasPrefix("TIMER-PANE") })
    let more = try play("cmd+4", size: size)
    #expect(more.contains { $0.hasPrefix("MORE-PANE") })
  }

  @Test(arguments: ["80x24", "140x24"])
  func timeEntriesListsTheGeneratedRows(size: String) throws {
    let lines = try play("cmd+3", size: size)
    let marker = try #require(lines.firstIndex { $0.hasPrefix("ENTRIES-PANE") })
    #expect(lines[marker + 1].hasPrefix("   #  Date        Project"))
    #expect(lines[marker + 2].hasPrefix("   1  2024-01-01  "))
    #expect(lines[marker + 6].hasPrefix("   5  2024-01-02  "))
  }

  @Test func theLastRowIsReachable() throws {
    // The list takes focus on its tab; End moves to the 500th row, four a day from January 1.
    let lines = try play("cmd+3 end", size: "100x30")
    #expect(lines.contains { $0.hasPrefix(" 500  2024-05-04  ") })
  }
}
