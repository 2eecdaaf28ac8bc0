import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import TimeTrackerKit

/// Runs the built `time-tracker` executable the way users and CI do: `--play` on a virtual
/// terminal, a store shared by two runs, and a `kill -9` right after a save is committed.
@Suite(.serialized)
struct TimeTrackerBinaryTests {
  /// The executable next to the test bundle (`swift build --build-tests` builds both), else
  /// in the package's `.build/debug` (a build with another scratch path, such as a sanitizer
  /// run, finds its own binary first).
  static let binary: String? = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var directory = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { directory.deleteLastPathComponent() }
    let candidates = [
      bundleDirectory.appendingPathComponent("time-tracker").path,
      directory.appendingPathComponent(".build/debug/time-tracker").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static func scratch() -> String {
    TestHost.scratchDirectory(prefix: "time-tracker-binary")
  }

  /// Runs the binary to completion and returns its status and output.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let binary = try #require(binary, "build the executable first: swift build --build-tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func aTimerOfTwentyFiveMinutesShowsInTimeEntries() throws {
    let result = try Self.run([
      "--play", "cmd+n \"Work\" cmd+s cmd+1 cmd+r wait:25m cmd+r cmd+3", "--now",
      "2026-01-05T09:00:00Z", "--size", "100x20",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("total 0:25"))
    #expect(
      result.output.split(separator: "\n").contains { $0.contains("0:25 ") && $0.contains(" Work") }
    )
  }

  @Test func dataPersistsAcrossTwoRunsWithTheSameStore() throws {
    let store = Self.scratch()
    let first = try Self.run([
      "--play", "cmd+n \"Garden\" cmd+s cmd+1 cmd+r wait:1h cmd+r", "--store", store,
    ])
    #expect(first.status == 0)
    let second = try Self.run(["--play", "cmd+3", "--store", store, "--size", "100x20"])
    #expect(
      second.output.split(separator: "\n").contains {
        $0.contains("1:00 ") && $0.contains(" Garden")
      })
  }

  @Test(arguments: [("kitty", "cmd+2"), ("legacy", "alt+2")])
  func projectsOpenWithEachTerminalsKeys(terminal: String, keys: String) throws {
    let result = try Self.run(["--play", keys, "--terminal", terminal, "--size", "80x12"])
    #expect(result.output.contains("New Project (File menu) creates one"))
  }

  @Test func aBadScriptExitsTwoNamingTheToken() throws {
    let result = try Self.run(["--play", "cmd+1 ctrl+"])
    #expect(result.status == 2)
    #expect(result.output.contains("ctrl+"))
  }

  /// Starts the app on a script that saves and then keeps it busy, waits until the save is
  /// committed (visible to another connection), kills it with SIGKILL, and reopens the file.
  @Test @MainActor func aSaveSurvivesKillNine() throws {
    let store = Self.scratch()
    let busyTail = Array(repeating: "cmd+2 cmd+1", count: 4000).joined(separator: " ")
    let binary = try #require(Self.binary, "build the executable first: swift build --build-tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [
      "--play", "cmd+n \"Survivor\" cmd+s cmd+1 cmd+r " + busyTail, "--store", store,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let path = store + "/" + TimeStore.fileName
    let deadline = Date().addingTimeInterval(60)
    var committed = false
    // One reading connection, opened once the app has begun writing its schema (the WAL
    // file exists): each new read sees the latest commit in WAL mode, and thousands of opens
    // under a loaded machine are avoided. Opened as soon as the database file exists, the
    // reader could apply the schema itself and hold the write lock while a loaded machine
    // left it waiting, and the app, finding the file locked past its timeout, ran without a
    // store.
    var reader: TimeStore?
    while Date() < deadline, process.isRunning, !committed {
      if reader == nil, FileManager.default.fileExists(atPath: path + "-wal") {
        reader = try? TimeStore(directory: store)
      }
      if let reader, (try? reader.runningTimer()) != nil {
        committed = true
      } else {
        usleep(10_000)
      }
    }
    reader = nil
    let wasRunning = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(committed)
    #expect(wasRunning, "the app finished before it could be killed; lengthen the busy tail")
    #expect(process.terminationReason == .uncaughtSignal)
    let reopened = try TimeStore(directory: store)
    #expect(try reopened.projects().map(\.name) == ["Survivor"])
    #expect(try reopened.runningTimer() != nil)
  }
}
