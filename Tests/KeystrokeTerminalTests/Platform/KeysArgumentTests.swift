import Foundation
import Testing

/// `keystroke` command-line mistakes and bad environment overrides give clear messages.
@Suite struct KeysArgumentTests {
  /// Runs the built binary without a terminal; returns its status and standard error.
  private func run(_ arguments: [String]) throws -> (status: Int32, stderr: String, stdout: String)?
  {
    guard let binary = KeysHarness.binary else {
      print("KeysArgumentTests skipped: build the keystroke binary first (swift build)")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    let outputPipe = Pipe()
    // Standard error goes to a file, so a child that writes a lot there cannot fill a pipe
    // nobody reads while standard output is read to its end.
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let errorHandle = try FileHandle(forWritingTo: errorFile)
    process.standardError = errorHandle
    process.standardOutput = outputPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errorHandle.close()
    let errorData = try Data(contentsOf: errorFile)
    return (
      process.terminationStatus, String(decoding: errorData, as: UTF8.self),
      String(decoding: outputData, as: UTF8.self)
    )
  }

  @Test(
    arguments: [
      ([], "keystroke: missing command"),
      (["bogus"], "keystroke: unknown command 'bogus'"),
      (["keys", "--bogus"], "keystroke: unknown argument '--bogus' for 'keys'"),
      (["keys", "extra"], "keystroke: unknown argument 'extra' for 'keys'"),
      (["--help", "extra"], "keystroke: unexpected argument 'extra'"),
    ] as [([String], String)])
  func badArgumentsExitTwoWithTheMistakeAndTheUsage(arguments: [String], message: String) throws {
    guard let result = try run(arguments) else { return }
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
    #expect(result.stderr.contains("usage: keystroke <command>"))
    #expect(result.stdout.isEmpty)
  }

  @Test func helpPrintsTheUsageAndExitsZero() throws {
    guard let result = try run(["--help"]) else { return }
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("usage: keystroke <command>"))
    #expect(result.stdout.contains("KEYSTROKE_ESCDELAY"))
  }
}
