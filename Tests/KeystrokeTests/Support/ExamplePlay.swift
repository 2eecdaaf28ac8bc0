import Foundation
import Testing

/// Runs a built example as a user does from a shell: headless with a key script, or with any
/// other arguments.
enum ExamplePlay {
  /// The example `name` built beside the test bundle (`swift build --build-tests` builds
  /// them).
  static func executable(_ name: String) -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent(name)
  }

  /// Runs the example `name` with `arguments`; a test that needs an example not yet built
  /// fails saying so.
  static func run(_ name: String, _ arguments: [String]) throws -> ExampleRun {
    let executable = executable(name)
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build the examples first: swift build --build-tests (looked for \(executable.path))")
    return try run(executable, arguments)
  }

  /// Runs the program at `executable` with `arguments` and waits for it to end. Standard
  /// error goes to a file, so a child that writes much there cannot fill a pipe nobody reads
  /// while standard output is read to its end.
  static func run(_ executable: URL, _ arguments: [String]) throws -> ExampleRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let error = try FileHandle(forWritingTo: errorFile)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try error.close()
    return ExampleRun(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
      error: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
  }

  /// Plays `script` on the example `name` at `size` and returns the final screen; records a
  /// failure when the example exits unsuccessfully.
  static func screen(of name: String, playing script: String, size: String = "80x24") throws
    -> String
  {
    let run = try run(name, ["--play", script, "--size", size])
    #expect(run.status == 0)
    return run.output
  }
}
