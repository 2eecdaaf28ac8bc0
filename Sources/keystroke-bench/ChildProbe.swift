import Foundation

/// Runs this executable again as a probe (`keystroke-bench <argument>`) in a fresh process, for
/// figures this process would spoil: its memory, and types it has already met.
enum ChildProbe {
  /// Starts the probe, from this executable or the one at `executable`, and returns what it
  /// prints, trimmed; `nil` if it could not start.
  static func output(of argument: String, executable: String? = nil) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? CommandLine.arguments[0])
    process.arguments = [argument]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
