import ExampleSupport
import Foundation
import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// Numbers in the file that no goal could hold (an infinity, a day past the year 9999, a
/// fractional id): the data is reported as damaged, naming the file, instead of crashing.
@MainActor
@Suite struct DamagedValueTests {
  @Test(arguments: [
    "UPDATE goal SET target = 9e999", "UPDATE goal SET target = -9e999",
    "UPDATE goal SET target = 1e300", "UPDATE goal SET target = 0",
    "UPDATE goal SET archived = 9e999", "UPDATE progress SET amount = 9e999",
    "UPDATE progress SET day = 1e300", "UPDATE progress SET day = -9e999",
    "UPDATE progress SET goal_id = 2.5", "UPDATE progress SET day = 'Tuesday'",
  ])
  func aValueNoGoalCouldHoldIsReportedNotTrusted(damage: String) throws {
    let directory = TestHost.scratchDirectory(prefix: "goal-tracker-damaged")
    do {
      let store = try GoalStore(directory: directory)
      let goal = try store.insert(
        Goal(id: 0, name: "Run", target: 20, unit: "km", period: .weekly))
      _ = try store.insert(
        ProgressUpdate(
          id: 0, goalID: goal.id, amount: 5, date: Date(timeIntervalSince1970: 1_767_600_000),
          note: ""))
    }
    let path = directory + "/" + GoalStore.fileName
    do {
      let raw = try SQLiteDatabase(path: path, migrations: GoalStore.migrations)
      try raw.execute("PRAGMA foreign_keys = OFF")
      try raw.execute(damage)
      raw.close()
    }
    let library = GoalLibrary(directory: directory)
    #expect(library.goals.isEmpty && library.updates.isEmpty)
    let message = try #require(library.problem)
    #expect(message.contains(path))
    #expect(message.contains("damaged"))
  }
}
