import Foundation
import Keystroke
import KeystrokeCore
import KeystrokeTesting

@testable import TimeTrackerKit

/// Hosts the whole time tracker on a virtual terminal with its data in a folder of its own.
@MainActor
struct TrackerHost {
  /// The start of every journey's virtual clock: Monday 5 January 2026, 09:00 UTC.
  static let monday = ISO8601DateFormatter().date(from: "2026-01-05T09:00:00Z") ?? Date()

  let host: TestHost
  let directory: String

  /// Starts the app on `directory` (a fresh one by default).
  init(
    columns: Int = 100, rows: Int = 30, terminal: TerminalKeyProfile = .kitty,
    directory: String? = nil
  ) {
    let folder =
      directory
      ?? TestHost.scratchDirectory(prefix: "time-tracker-test")
    self.directory = folder
    // The data and the settings (`@AppStorage`) live in the folder, so one journey's 12-hour
    // clock or week start does not leak into the next.
    host = TestHost(
      app: TimeTrackerApp.self, columns: columns, rows: rows, terminal: terminal,
      now: Self.monday, store: URL(fileURLWithPath: folder, isDirectory: true))
  }

  func play(_ script: String) throws { try host.play(script) }

  var text: String { host.text }
  var lines: [String] { host.lines }

  /// Whether the text on screen at `text` is dimmed.
  func isDimmed(_ text: String) -> Bool {
    guard let row = host.row(containing: text),
      let range = host.lines[row].range(of: text)
    else { return false }
    let column = host.lines[row].distance(from: host.lines[row].startIndex, to: range.lowerBound)
    return host.style(column: column, row: row).attributes.contains(.dim)
  }
}
