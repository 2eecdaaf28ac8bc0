import Foundation
import Testing

@testable import GoalTrackerKit

/// A goal's updates and progress come from the library's updates grouped by goal, and follow
/// every change to them; a search finds names ignoring case and follows renames.
@MainActor
@Suite struct GoalProgressTests {
  @Test func eachGoalSeesItsOwnUpdatesNewestFirstAfterEveryChange() throws {
    let library = GoalLibrary(directory: GoalHost.scratch())
    let run = try #require(
      library.save(Goal(id: 0, name: "Run", target: 20, unit: "km", period: .weekly)))
    let read = try #require(
      library.save(Goal(id: 0, name: "Read", target: 50, unit: "pages", period: .weekly)))
    let now = Date(timeIntervalSince1970: 1_796_000_000)
    func add(_ goal: Goal, _ amount: Double, daysAgo: Double) {
      let date = now.addingTimeInterval(-daysAgo * 86_400)
      #expect(
        library.save(ProgressUpdate(id: 0, goalID: goal.id, amount: amount, date: date, note: "")))
    }
    add(run, 5, daysAgo: 1)
    add(read, 12, daysAgo: 0)
    #expect(library.updates(of: run.id).map(\.amount) == [5])
    #expect(library.updates(of: read.id).map(\.amount) == [12])
    // Asked once, the grouping is kept; a new update must still show up.
    add(run, 3, daysAgo: 0)
    add(run, 40, daysAgo: 30)
    #expect(library.updates(of: run.id).map(\.amount) == [3, 5, 40])
    let expected = library.updates.filter { $0.goalID == run.id }
      .filter { run.period.interval(containing: now, calendar: DayText.calendar).contains($0.date) }
      .reduce(0) { $0 + $1.amount }
    #expect(library.progress(of: run, now: now) == expected)
    library.delete(ids: [run.id])
    #expect(library.updates(of: run.id).isEmpty)
    #expect(library.updates(of: read.id).map(\.amount) == [12])
  }

  @Test func aSearchFindsNamesIgnoringCaseAndFollowsRenames() throws {
    let library = GoalLibrary(directory: GoalHost.scratch())
    var run = try #require(
      library.save(Goal(id: 0, name: "Run a Marathon", target: 42, unit: "km", period: .weekly)))
    _ = try #require(
      library.save(Goal(id: 0, name: "Écrire", target: 50, unit: "pages", period: .weekly)))
    func names(_ query: String) -> [String] {
      library.activeGoals(matching: query).map(\.name).sorted()
    }
    #expect(names("marathon") == ["Run a Marathon"])
    #expect(names("ÉCR") == ["Écrire"])
    #expect(names("") == ["Run a Marathon", "Écrire"].sorted())
    #expect(names("swim") == [])
    run.name = "Swim Daily"
    _ = try #require(library.save(run))
    #expect(names("swim") == ["Swim Daily"])
    #expect(names("marathon") == [])
    library.archive(ids: [run.id])
    #expect(names("swim") == [])
  }
}
