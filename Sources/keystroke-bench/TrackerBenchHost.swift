import Foundation
import Keystroke
import TimeTrackerKit

/// The time tracker hosted as `time-tracker --store DIRECTORY` runs it in a terminal (real
/// clock, not headless), at the benchmarks' 120 × 40.
@MainActor
enum TrackerBenchHost {
  /// A host of the time tracker with its data and settings in `directory`.
  static func make(directory: String) -> ViewHost {
    let context = HostContext(
      storeDirectory: URL(fileURLWithPath: directory, isDirectory: true), isHeadless: false,
      launchFiles: [], configDirectory: nil, tracePath: nil,
      settingsStore: SettingsStore(appName: "time-tracker", storeDirectory: directory),
      virtualStart: nil)
    return ViewHost(app: TimeTrackerApp.self, width: 120, height: 40, context: context)
  }
}
