import Foundation

/// The outcome of comparing a screen with its stored snapshot.
public struct SnapshotComparison: CustomStringConvertible, Sendable {
  /// What happened.
  public enum Outcome: Hashable, Sendable {
    /// The screen matches the stored snapshot.
    case matched
    /// The screen differs; the description shows both.
    case mismatched
    /// There was no snapshot (or recording was asked for): the screen was written.
    case recorded
  }

  /// What happened.
  public let outcome: Outcome
  /// The snapshot file.
  public let path: String
  /// A report: nothing when matched, the differences when mismatched, the path when recorded.
  public let report: String

  /// Whether the screen matched. A new recording does not count as a match, so a test fails
  /// until it is run again against the recorded file.
  public var isMatch: Bool { outcome == .matched }

  /// The report.
  public var description: String { report }
}

extension TestHost {
  /// The environment variable that makes snapshot comparisons re-record every file.
  public static let recordVariable = "KEYSTROKE_RECORD_SNAPSHOTS"

  /// Compares the screen text with `__Snapshots__/<test file>/<name>.txt` beside the test
  /// file, recording it when the file is missing or `KEYSTROKE_RECORD_SNAPSHOTS=1` is set.
  ///
  /// ```swift
  /// let snapshot = host.snapshot(named: "settings-80x24")
  /// #expect(snapshot.isMatch, "\(snapshot)")
  /// ```
  public func snapshot(named name: String, file: StaticString = #filePath) -> SnapshotComparison {
    let testFile = URL(fileURLWithPath: "\(file)")
    let directory = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
    let url = directory.appendingPathComponent(name + ".txt")
    let actual = text + "\n"
    let recording = ProcessInfo.processInfo.environment[Self.recordVariable] == "1"
    if !recording, let stored = try? String(contentsOf: url, encoding: .utf8) {
      if stored == actual {
        return SnapshotComparison(outcome: .matched, path: url.path, report: "")
      }
      let expected = stored.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      let report = difference(from: Array(expected.dropLast())) ?? "screens differ in spacing"
      return SnapshotComparison(
        outcome: .mismatched, path: url.path, report: "snapshot \(url.path)\n" + report)
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url, options: .atomic)
      return SnapshotComparison(
        outcome: .recorded, path: url.path,
        report: "recorded snapshot \(url.path); check it and run the test again")
    } catch {
      return SnapshotComparison(
        outcome: .mismatched, path: url.path,
        report: "could not record snapshot \(url.path): \(error.localizedDescription)")
    }
  }
}
