import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// The search field, focused at launch and by ⌘F, in front of the goal list: ↓ goes into the
/// list (past New Goal and Select), and Return stays the field's, so a compact window does not
/// move on to an empty goal page.
@MainActor
@Suite struct GoalSearchKeysJourneyTests {
  private func threeGoals() throws -> String { try GoalHost.storeWithThreeGoals() }

  private func highlights(_ host: TestHost, _ goal: String) -> Bool { host.highlights(goal) }

  @Test(arguments: [(100, 30), (40, 12), (60, 15)])
  func downAtLaunchMovesThroughTheGoals(columns: Int, rows: Int) throws {
    let host = GoalHost.make(columns: columns, rows: rows, store: try threeGoals())
    // The first ↓ leaves the search field for the list and highlights its first goal at once;
    // the next ones move through it.
    try host.play("down")
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
