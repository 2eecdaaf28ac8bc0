import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// Names edited into the file with control characters show on one line, each control
/// character as a visible picture.
@MainActor
@Suite(.serialized) struct ControlCharacterNameTests {
  @Test func aGoalNameWithALineBreakStaysOnItsRow() throws {
    let store = GoalHost.scratch()
    do {
      let goals = try GoalStore(directory: store)
      _ = try goals.insert(
        Goal(id: 0, name: "Run\nfast", target: 20, unit: "k\u{7}m", period: .weekly))
    }
    let host = GoalHost.make(columns: 120, store: store)
    let row = try #require(host.lines.first { $0.contains("Run") })
    #expect(row.contains("Run⏎fast 0%"))
    try host.play("tab tab tab down")
    #expect(host.text.contains("k␇m"))
  }
}
