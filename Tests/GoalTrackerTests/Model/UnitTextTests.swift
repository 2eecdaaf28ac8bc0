import Testing

@testable import GoalTrackerKit

@Suite struct UnitTextTests {
  @Test(arguments: [
    (1.0, "times", "1 time"), (2, "times", "2 times"), (0, "times", "0 times"),
    (1, "minutes", "1 minute"), (1, "hours", "1 hour"), (1, "pages", "1 page"),
    (1, "km", "1 km"), (1.5, "hours", "1.5 hours"), (1.001, "times", "1 time"),
    (1, "laps", "1 laps"), (3, "laps", "3 laps"),
  ])
  func theBuiltInUnitsTakeTheSingularForOne(amount: Double, unit: String, phrase: String) {
    #expect(UnitText.phrase(amount, unit) == phrase)
  }

  @Test func controlCharactersInAUnitStayVisible() {
    #expect(UnitText.phrase(2, "a\nb") == "2 a⏎b")
  }
}
