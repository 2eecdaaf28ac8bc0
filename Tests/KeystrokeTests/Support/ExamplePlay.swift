import Foundation
import Testing

/// Runs a built example headless with a key script, as a user's `--play` run does.
enum ExamplePlay {
  /// Plays `script` on the example `name` (built beside the test bundle) at `size` and returns
  /// the final screen; records a failure when the example exits unsuccessfully.
  static func screen(of name: String, playing script: String, size: String = "80x24") throws
    -> String
  {
    let executable = ExampleHelpTests.executable(name)
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build the examples first: swift build --build-tests")
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--play", script, "--size", size]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }
}
