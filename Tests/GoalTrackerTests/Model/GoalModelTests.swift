import Foundation
import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// The forms' parsing, the period arithmetic, and a store file that is not a database.
@MainActor
@Suite struct GoalModelTests {
  @Test(
    arguments: [
      ("12", 12.0), ("2.5", 2.5), (" 3,5 ", 3.5), ("0", nil), ("-4", nil), ("abc", nil), ("", nil),
      ("1e3", nil), ("１２", nil), ("1000000000", nil), ("10,000,000", 10_000_000),
      ("1,500.5", 1500.5), ("1.500,5", 1500.5), ("2.000.000", 2_000_000), ("0,25", 0.25),
      ("1,5000", 1.5), ("1,500", nil), ("10,000", nil), ("1,50,000", nil), ("1..5", nil),
      ("1,5,", nil), (",5", 0.5),
    ] as [(String, Double?)])
  func amountsParse(text: String, expected: Double?) {
    #expect(AmountText.parse(text) == expected)
  }

  @Test(
    arguments: [
      ("abc", "Enter a target as a number, such as 20 or 2.5."),
      ("", "Enter a target greater than 0."),
      ("0", "Enter a target greater than 0."),
      ("0.0000001", "Enter a target of at least 0.01."),
      ("1000000000", "Enter a target below 1,000,000,000."),
      ("999999999999", "Enter a target below 1,000,000,000."),
      (
        "1,500",
        "Enter a target without a thousands separator, such as 1500 or 1.5: a comma before "
          + "three digits could mean either."
      ),
    ] as [(String, String)])
  func eachWrongTargetIsToldWhatIsWrong(text: String, expected: String) {
    guard case .failure(let problem) = AmountText.read(text) else {
      Issue.record("\(text) was read as an amount")
      return
    }
    #expect(problem.message(for: "a target") == expected)
    #expect(AmountText.parse(text) == nil)
  }

  @Test(arguments: [(12.0, "12"), (2.5, "2.5"), (0.125, "0.13"), (3.10, "3.1")])
  func amountsFormat(value: Double, expected: String) {
    #expect(AmountText.format(value) == expected)
  }

  @Test(arguments: ["2026-01-07", "2024-02-29"]) func daysRoundTrip(text: String) throws {
    let date = try #require(DayText.parse(text))
    #expect(DayText.format(date) == text)
  }

  @Test(arguments: [
    "2026-13-01", "2026-02-30", "2025-02-29", "26-01-07", "2026/01/07", "", "x-y-z",
  ])
  func badDaysAreRefused(text: String) {
    #expect(DayText.parse(text) == nil)
  }

  @Test func periodsContainTheirDays() throws {
    let wednesday = try #require(DayText.parse("2026-01-07"))
    let monday = try #require(DayText.parse("2026-01-05"))
    let sunday = try #require(DayText.parse("2026-01-04"))
    let week = GoalPeriod.weekly.interval(containing: wednesday, calendar: DayText.calendar)
    #expect(week.contains(monday))
    #expect(!week.contains(sunday))
    let day = GoalPeriod.daily.interval(containing: wednesday, calendar: DayText.calendar)
    #expect(!day.contains(monday))
    #expect(
      GoalPeriod.yearly.interval(containing: wednesday, calendar: DayText.calendar)
        .contains(sunday))
  }

  @Test func aFileThatIsNotADatabaseIsReportedAndKept() throws {
    let folder = GoalHost.scratch()
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + GoalStore.fileName
    let junk = Data("not a database, but somebody's notes".utf8)
    try junk.write(to: URL(fileURLWithPath: path))
    let library = GoalLibrary(directory: folder)
    let problem = try #require(library.problem)
    #expect(problem.contains(path))
    #expect(library.goals.isEmpty)
    #expect(library.save(Goal(id: 0, name: "Run", target: 1, unit: "km", period: .daily)) == nil)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == junk)
  }

  @Test(arguments: [80, 140]) func selectionModeDeletesAfterConfirming(columns: Int) throws {
    let store = GoalHost.scratch()
    let host = GoalHost.make(columns: columns, store: store)
    try host.play("cmd+n \"Run\" tab \"20\" cmd+s cmd+n \"Read\" tab \"30\" cmd+s")
    if columns < 100 { try host.play("cmd+f esc shift+tab") }
    try host.play("tab tab enter tab down space")
    #expect(host.text.contains("1 selected"))
    try host.play("shift+tab shift+tab enter")
    #expect(host.text.contains("Delete 1 goal and its progress?"))
    try host.play("esc")
    #expect(host.text.contains("1 selected"))
    try host.play("enter up enter")
    #expect(!host.text.contains("[ Done ]"))
    let reopened = GoalHost.make(columns: columns, store: store)
    let left = ["Read 0%", "Run 0%"].filter { reopened.text.contains($0) }
    #expect(left.count == 1)
  }
}
