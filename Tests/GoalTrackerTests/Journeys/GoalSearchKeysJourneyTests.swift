import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// The search field, focused at launch and by ⌘F, in front of the goal list: ↓ goes into the
/// list (past New Goal and Select), and Return stays the field's, so a compact window does not
/// move on to an empty goal page.
@MainActor
@Suite struct GoalSearchKeysJourneyTests {
  /// A store holding Read, Run and Swim (listed in that order).
  private func threeGoals() throws -> String {
    let store = GoalHost.scratch()
    let host = GoalHost.make(columns: 140, store: store)
    try host.play(
      "cmd+n \"Run\" tab \"20\" cmd+s cmd+n \"Read\" tab \"30\" cmd+s cmd+n \"Swim\" tab \"5\" cmd+s"
    )
    return store
  }

  /// Whether `goal`'s row is the one drawn highlighted.
  private func highlights(_ host: TestHost, _ goal: String) -> Bool {
    host.reversed.contains { $0.hasPrefix(goal) }
  }

  @Test(arguments: [(100, 30), (40, 12), (60, 15)])
  func downAtLaunchMovesThroughTheGoals(columns: Int, rows: Int) throws {
    let host = GoalHost.make(columns: columns, rows: rows, store: try threeGoals())
    // The first ↓ leaves the search field for the list, the next ones move through it.
    try host.play("down down")
    #expect(highlights(host, "Read 0%"))
    try host.play("down")
    #expect(highlights(host, "Run 0%"))
    #expect(!host.showsGoalForm)
  }

  @Test(arguments: [(100, 30), (40, 12)])
  func downAfterASearchMovesThroughTheMatches(columns: Int, rows: Int) throws {
    let host = GoalHost.make(columns: columns, rows: rows, store: try threeGoals())
    try host.play("cmd+f \"r\" down down down")
    #expect(highlights(host, "Run 0%"))
    #expect(!host.text.contains("Swim 0%"))
  }

  @Test(arguments: [(40, 12), (60, 15)])
  func returnInTheSearchFieldStaysOnTheList(columns: Int, rows: Int) throws {
    let host = GoalHost.make(columns: columns, rows: rows, store: try threeGoals())
    try host.play("enter")
    #expect(!host.text.contains("Select a goal"))
    #expect(host.text.contains("Swim 0%"))
    // Still in the field: typing goes on filtering, and Return still does not open a page.
    try host.play("\"ru\" enter")
    #expect(host.text.contains("Run 0%"))
    #expect(!host.text.contains("Read 0%"))
    #expect(!host.text.contains("Select a goal"))
    // ↓ reaches the match, and Return opens it.
    try host.play("down down enter")
    #expect(host.text.contains("Target: 20 times weekly"))
  }
}
