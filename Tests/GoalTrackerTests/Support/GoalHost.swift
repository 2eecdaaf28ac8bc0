import Foundation
import KeystrokeTerminal
import KeystrokeTesting

@testable import GoalTrackerKit

/// A goal tracker on a virtual terminal, with its own empty store folder.
@MainActor
enum GoalHost {
  /// Wednesday 2026-01-07, noon UTC: the virtual clock's start.
  static let now = Date(timeIntervalSince1970: 1_767_787_200)

  /// A fresh folder for one test's database.
  static func scratch() -> String {
    TestHost.scratchDirectory(prefix: "goal-tracker-test")
  }

  /// The app at `columns`×`rows` on the virtual clock, storing in `store` (a fresh folder by
  /// default).
  static func make(columns: Int, rows: Int = 24, store: String = scratch()) -> TestHost {
    TestHost(
      app: GoalTrackerApp.self, columns: columns, rows: rows, now: now,
      store: URL(fileURLWithPath: store, isDirectory: true))
  }

  /// A fresh store holding Read, Run and Swim (listed in that order).
  static func storeWithThreeGoals() throws -> String {
    let store = scratch()
    let host = make(columns: 140, store: store)
    try host.play(
      "cmd+n \"Run\" tab \"20\" cmd+s cmd+n \"Read\" tab \"30\" cmd+s cmd+n \"Swim\" tab \"5\" cmd+s"
    )
    return store
  }
}

extension TestHost {
  /// The text drawn reversed (the focused control or the selected row), per row.
  var reversed: [String] {
    lines.indices.compactMap { row in
      let line = Array(lines[row])
      let text = String(
        line.indices.filter { style(column: $0, row: row).attributes.contains(.reverse) }
          .map { line[$0] })
      return text.isEmpty ? nil : text
    }
  }

  /// Whether `goal`'s row is the one drawn highlighted.
  func highlights(_ goal: String) -> Bool {
    reversed.contains { $0.hasPrefix(goal) }
  }

  /// Whether the goal form sheet is up.
  var showsGoalForm: Bool { text.contains("Period [") }
}
