import Foundation
import KeystrokeTesting
import Testing

/// The built `time-tracker`'s answers to bad arguments and stores it cannot open, and what a
/// `--play` run leaves behind.
@Suite(.serialized)
struct TimeTrackerArgumentTests {
  struct Outcome {
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: [UInt8]
    var errorText: String { String(decoding: standardError, as: UTF8.self) }
  }

  /// Runs the binary with `arguments` and `TMPDIR` set to `temporary`.
  static func run(_ arguments: [String], temporary: String? = nil) throws -> Outcome {
    let binary = try #require(
      TimeTrackerBinaryTests.binary, "build the executable first: swift build --build-tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    if let temporary { environment["TMPDIR"] = temporary }
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, standardOutput: Array(outputData),
      standardError: Array(errorData))
  }

  static let hostile = "a\u{1B}]0;X\u{7}b\u{9B}c"

  @Test(arguments: [
    (["--play", "cmd+1 " + hostile], "--play"), (["--now", hostile], "--now"),
    (["--size", hostile], "--size"), (["--terminal", hostile], "--terminal"),
    ([hostile.replacingOccurrences(of: "a", with: "--a")], "unknown argument"),
    (["--play", "cmd+1", "--store", "/dev/null/" + hostile], "/dev/null/"),
  ])
  func controlCharactersInArgumentsAreEscapedOnStandardError(
    arguments: [String], mention: String
  ) throws {
    let outcome = try Self.run(arguments)
    #expect(outcome.status != 0)
    #expect(outcome.errorText.contains(mention))
    #expect(outcome.errorText.contains("\\e]0;X\\u{7}b\\u{9b}c"))
    // The usage text keeps its own line breaks.
    #expect(outcome.errorText.contains("\nWithout --play") || mention == "/dev/null/")
    let controls = outcome.standardError.filter { $0 < 0x20 && $0 != 0x0A }
    #expect(controls.isEmpty, "raw control bytes: \(controls)")
    #expect(!outcome.errorText.unicodeScalars.contains { (0x80..<0xA0).contains($0.value) })
  }

  @Test func aStoreThatCannotBeOpenedFailsAPlayRunWithTheMessage() throws {
    let outcome = try Self.run(["--play", "cmd+2", "--store", "/dev/null/store"])
    #expect(outcome.status == 1)
    #expect(outcome.errorText.contains("/dev/null/store/time-tracker.sqlite"))
    #expect(String(decoding: outcome.standardOutput, as: UTF8.self).contains("cannot open"))
  }

  @Test func aPlayRunWithoutAStoreLeavesNoTemporaryFolder() throws {
    let temporary = TestHost.scratchDirectory(prefix: "time-tracker-tmp")
    let outcome = try Self.run(
      ["--play", "cmd+n \"Work\" cmd+s cmd+r wait:5m cmd+r"], temporary: temporary)
    #expect(outcome.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
  }

  /// The end of a play run closes the store, merging its write-ahead log: the database file
  /// alone holds the new project (docs/example-stores.md).
  @Test func aPlayRunLeavesTheStoreWhole() throws {
    let store = TestHost.scratchDirectory(prefix: "time-tracker-whole")
    let outcome = try Self.run(["--play", "cmd+n \"Client A\" enter", "--store", store])
    #expect(outcome.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: store) == ["time-tracker.sqlite"])
  }

  /// Listing the commands, printing the cheat sheet and checking the keymap build the app on a
  /// scratch store too, and remove it as a play run does.
  @Test(arguments: [["--list-commands"], ["--shortcuts"], ["--check-keymap"], ["--help"]])
  func inspectingTheAppLeavesNoTemporaryFolder(arguments: [String]) throws {
    let temporary = TestHost.scratchDirectory(prefix: "time-tracker-tmp")
    let outcome = try Self.run(arguments, temporary: temporary)
    #expect(outcome.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
  }
}
