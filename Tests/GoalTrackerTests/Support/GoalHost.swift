import Foundation
import KeystrokeTesting

@testable import GoalTrackerKit
@testable import Keystroke

/// A goal tracker on a virtual terminal, with its own empty store folder.
@MainActor
enum GoalHost {
  /// A fresh folder for one test's database.
  static func scratch() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("goal-tracker-test-\(UUID().uuidString)").path
  }

  /// The app at `columns`×`rows`, on a virtual clock at 2026-01-07 (a Wednesday), storing in
  /// `store` (a fresh folder by default).
  static func make(columns: Int, rows: Int = 24, store: String = scratch()) -> TestHost {
    StoreLocation.override = store
    AppEnvironment.useVirtualClock(start: Date(timeIntervalSince1970: 1_767_787_200))
    return TestHost(app: GoalTrackerApp.self, columns: columns, rows: rows)
  }
}
