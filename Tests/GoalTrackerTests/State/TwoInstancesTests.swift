import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// Two copies of the app on one store: conflicts are explained in words and each copy picks
/// up the other's changes before it writes.
@MainActor
@Suite struct TwoInstancesTests {
  static let conflict = "Another copy of Goal Tracker changed the same data first"

  @Test func aUnitAddedByBothCopiesIsExplainedNotShownRaw() throws {
    let store = GoalHost.scratch()
    let first = GoalLibrary(directory: store)
    let second = GoalLibrary(directory: store)
    #expect(first.addUnit(named: "laps") != nil)
    #expect(second.addUnit(named: "laps") == nil)
    let problem = try #require(second.problem)
    #expect(problem.hasPrefix(Self.conflict))
    #expect(!problem.contains("UNIQUE"))
    #expect(second.customUnits.map(\.name) == ["laps"])
  }

  @Test func editingAGoalTheOtherCopyDeletedIsExplained() throws {
    let store = GoalHost.scratch()
    let first = GoalLibrary(directory: store)
    let goal = try #require(
      first.save(Goal(id: 0, name: "Run", target: 20, unit: "km", period: .weekly)))
    let second = GoalLibrary(directory: store)
    first.delete(ids: [goal.id])
    var edited = goal
    edited.name = "Run more"
    #expect(second.save(edited) == nil)
    #expect(second.problem?.hasPrefix(Self.conflict) == true)
    #expect(second.goals.isEmpty)
  }

  @Test func aGoalAddedByTheOtherCopyIsPickedUpOnTheNextChange() throws {
    let store = GoalHost.scratch()
    let first = GoalLibrary(directory: store)
    let second = GoalLibrary(directory: store)
    _ = first.save(Goal(id: 0, name: "Read", target: 5, unit: "pages", period: .daily))
    #expect(second.refresh())
    #expect(second.goals.map(\.name) == ["Read"])
    #expect(!second.refresh())
  }
}
