import Foundation
import KeystrokeCore

/// Appends the engine's trace of each key to a file (`KEYSTROKE_TRACE=FILE` or `--trace FILE`),
/// one block per key followed by a blank line.
@MainActor
final class DispatchTraceLog {
  private let handle: FileHandle

  private init(handle: FileHandle) { self.handle = handle }

  /// A writer for the launch's trace file, or `nil` when none was asked for or it cannot be
  /// opened (then a message goes to standard error once).
  static func forCurrentLaunch() -> (@MainActor ([String]) -> Void)? {
    guard let path = AppEnvironment.tracePath else { return nil }
    guard let log = open(path) else {
      FileHandle.standardError.write(Data("cannot write the key trace to \(path)\n".utf8))
      return nil
    }
    return { log.write($0) }
  }

  /// Opens `path` for appending, creating it.
  static func open(_ path: String) -> DispatchTraceLog? {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
    handle.seekToEndOfFile()
    return DispatchTraceLog(handle: handle)
  }

  /// Appends one key's trace.
  func write(_ lines: [String]) {
    handle.write(Data((lines.joined(separator: "\n") + "\n\n").utf8))
  }
}
