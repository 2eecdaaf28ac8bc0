import Foundation
import KeystrokeTesting
import Testing

/// Runs the `goal-tracker` executable with `--play`, as a user of the headless contract would.
@Suite struct GoalTrackerPlayTests {
  /// The example next to the test bundle (`swift build --build-tests` builds both).
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("goal-tracker")

  private func play(_ arguments: [String]) throws -> (
    lines: [String], status: Int32, error: String
  ) {
    let path = Self.executable.path
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "build the example first: swift build --build-tests (looked for \(path))")
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    let output = Pipe()
    // Standard error goes to a file, so a child that writes a lot there cannot fill a pipe
    // nobody reads while standard output is read to its end.
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try error.close()
    let errorData = try Data(contentsOf: errorFile)
    return (
      String(decoding: data, as: UTF8.self).components(separatedBy: "\n"),
      process.terminationStatus, String(decoding: errorData, as: UTF8.self)
    )
  }

  private func scratch() -> String {
    TestHost.scratchDirectory(prefix: "goal-tracker-play")
  }

  /// The run closes its store at the end, so the `.sqlite` file alone holds the goal.
  @Test func theFileAloneHoldsTheGoalAfterARun() throws {
    let store = scratch()
    let path = store + "/goal-tracker.sqlite"
    let result = try play(["--play", "cmd+n \"Swim\" tab \"3\" cmd+s", "--store", store])
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    let copy = scratch()
    try FileManager.default.copyItem(atPath: path, toPath: copy + "/goal-tracker.sqlite")
    let again = try play(["--play", "", "--store", copy])
    #expect(again.lines.contains { $0.contains("Swim") })
  }

  /// A store that cannot be opened fails the run, with the message on standard error.
  @Test func aStoreThatCannotBeOpenedFailsTheRun() throws {
    let result = try play(["--play", "cmd+n", "--store", "/dev/null/goals"])
    #expect(result.status == 1)
    #expect(result.error.contains("/dev/null/goals/goal-tracker.sqlite"))
    #expect(!result.lines.contains { $0.contains("Period [") })
  }

  @Test(arguments: ["80x24", "140x24"]) func savedGoalsPersistAcrossRuns(size: String) throws {
    let store = scratch()
    let first = try play([
      "--play", "cmd+n \"Run\" tab \"20\" cmd+s cmd+n cmd+s", "--size", size, "--store", store,
    ])
    // The second ⌘N opens an empty form over the list; its ⌘S does nothing, and the untouched
    // form does not scold.
    #expect(first.status == 0)
    #expect(first.lines.contains { $0.contains("Period [") })
    #expect(!first.lines.contains { $0.contains("Enter a name.") })
    let second = try play(["--play", "", "--size", size, "--store", store])
    #expect(second.lines.contains { $0.contains("Run 0%") })
    #expect(FileManager.default.fileExists(atPath: store + "/goal-tracker.sqlite"))
  }

  @Test func compactSearchReturnsFromTheDetail() throws {
    let result = try play([
      "--play", "cmd+n \"Run\" tab \"20\" cmd+s tab tab tab enter cmd+f \"ru\"", "--size", "80x24",
    ])
    #expect(result.status == 0)
    #expect(result.lines[1].hasPrefix("⌕ ru"))
    #expect(!result.lines.contains { $0.contains("Target:") })
  }

  @Test func progressIsDatedByTheVirtualClock() throws {
    let result = try play([
      "--play", "cmd+n \"Run\" tab \"20\" cmd+s tab tab tab tab enter \"4\" cmd+s",
      "--size", "140x24", "--now", "2026-01-05T09:00:00Z",
    ])
    #expect(result.status == 0)
    #expect(result.lines.contains { $0.contains("2026-01-05  +4 times") })
    #expect(result.lines.contains { $0.contains("Done this week: 4 of 20 times") })
  }

  @Test func aBadScriptExitsWithTwoNamingTheToken() throws {
    let result = try play(["--play", "cmd+n bogus+key"])
    #expect(result.status == 2)
    #expect(result.error.contains("bogus"))
  }
}
