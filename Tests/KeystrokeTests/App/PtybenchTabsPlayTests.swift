import Foundation
import Testing

/// Runs the `ptybench-tabs` example with `--play`: the screen the pty benchmark measures must
/// show each pane's marker after its ⌘-digit, and the 500 generated rows on Time Entries.
@Suite struct PtybenchTabsPlayTests {
  /// The example next to the test bundle (`swift build --build-tests` builds both).
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("ptybench-tabs")

  private func play(_ script: String, size: String) throws -> (lines: [String], status: Int32) {
    let path = Self.executable.path
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "build the example first: swift build --build-tests (looked for \(path))")
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = ["--play", script, "--size", size]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: data, as: UTF8.self).components(separatedBy: "\n"),
      process.terminationStatus
    )
  }

  @Test(arguments: ["80x24", "140x24"])
  func eachCommandShowsItsPane(size: String) throws {
    let start = try play("", size: size)
    #expect(start.status == 0)
    #expect(start.lines.contains { $0.hasPrefix("TIMER-PANE") })
    #expect(start.lines.contains { $0.contains("Timer") && $0.contains("Time Entries") })
    let projects = try play("cmd+2", size: size)
    #expect(projects.lines.contains { $0.hasPrefix("PROJECTS-PANE") })
    #expect(projects.lines.contains { $0.hasPrefix("- Helix") })
    #expect(!projects.lines.contains { $0.hasPrefix("TIMER-PANE") })
    let more = try play("cmd+4", size: size)
    #expect(more.lines.contains { $0.hasPrefix("MORE-PANE") })
  }

  @Test(arguments: ["80x24", "140x24"])
  func timeEntriesListsTheGeneratedRows(size: String) throws {
    let result = try play("cmd+3", size: size)
    let marker = try #require(result.lines.firstIndex { $0.hasPrefix("ENTRIES-PANE") })
    #expect(result.lines[marker + 1].hasPrefix("   #  Date        Project"))
    #expect(result.lines[marker + 2].hasPrefix("   1  2024-01-01  "))
    #expect(result.lines[marker + 6].hasPrefix("   5  2024-01-02  "))
  }

  @Test func theLastRowIsReachable() throws {
    // The list takes focus on its tab; End moves to the 500th row, four a day from January 1.
    let result = try play("cmd+3 end", size: "100x30")
    #expect(result.lines.contains { $0.hasPrefix(" 500  2024-05-04  ") })
  }
}
