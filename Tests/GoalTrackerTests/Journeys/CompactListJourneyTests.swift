import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// A narrow or short terminal shows the goal list and a goal's page one at a time. Going back
/// from a page returns to the list as it was left: the list has focus, the goal just open is
/// highlighted, ↑ and ↓ move the highlight and Return opens the highlighted goal.
@MainActor
@Suite struct CompactListJourneyTests {
  private func threeGoals() throws -> String { try GoalHost.storeWithThreeGoals() }

  private func highlights(_ host: TestHost, _ goal: String) -> Bool { host.highlights(goal) }

  @Test(arguments: [(40, 12), (60, 15)])
  func backFromAGoalLeavesItHighlightedAndTheArrowsMoveOn(columns: Int, rows: Int) throws {
    let host = GoalHost.make(columns: columns, rows: rows, store: try threeGoals())
    try host.play("tab tab tab down")
    #expect(highlights(host, "Read 0%"))
    try host.play("enter")
    #expect(host.text.contains("Target: 30 times weekly"))
    try host.play("esc")
    #expect(host.text.contains("Swim 0%"))
    // Without focus on the list the keys below would drive the New Goal form instead.
    try #require(highlights(host, "Read 0%"))
    try host.play("down")
    #expect(highlights(host, "Run 0%"))
    #expect(!host.showsGoalForm)
    try host.play("enter")
    #expect(host.text.contains("Target: 20 times weekly"))
    // ← goes back as Escape does.
    try host.play("left down")
    #expect(highlights(host, "Swim 0%"))
    try host.play("enter")
    #expect(host.text.contains("Target: 5 times weekly"))
  }

  @Test func backFromTheHistoryAndTheGoalReturnsToTheList() throws {
    let host = GoalHost.make(columns: 40, rows: 12, store: try threeGoals())
    try host.play("tab tab tab down down enter tab tab enter")
    #expect(host.text.contains("No progress yet."))
    try host.play("esc esc")
    try #require(highlights(host, "Run 0%"))
    try host.play("up enter")
    #expect(host.text.contains("Target: 30 times weekly"))
  }
}
