import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// The goal tracker's small surprises, fixed: plurals, an untouched form that does not scold,
/// one empty-state line, Return on a unit going back, and a button that never wraps.
@MainActor
@Suite struct GoalPolishJourneyTests {
  nonisolated static let widths = [80, 140]

  @Test(arguments: widths) func oneTakesTheSingular(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" tab \"1\" cmd+s")
    if columns < 100 { try host.play("tab tab tab enter") }
    #expect(host.text.contains("Target: 1 time weekly"))
    #expect(host.text.contains("Done this week: 0 of 1 time"))
    #expect(!host.text.contains("1 times"))
  }

  @Test(arguments: widths) func anUntouchedFormShowsNoProblemYet(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n")
    #expect(host.showsGoalForm)
    #expect(!host.text.contains("Enter a name."))
    try host.play("\"R\" backspace")
    // Once something was typed, what is missing shows, even after it is deleted again.
    #expect(host.text.contains("Enter a name."))
  }

  @Test(arguments: widths) func noGoalsIsSaidOnce(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    #expect(host.text.components(separatedBy: "No goals yet.").count == 2)
  }

  @Test(arguments: widths) func returnOnAUnitTakesItAndGoesBack(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Read\" tab \"30\" tab enter")
    #expect(host.text.contains("[ New Unit ]"))
    try host.play("tab down down down enter")
    #expect(host.showsGoalForm)
    #expect(host.text.contains("Unit: km"))
  }

  @Test func theArchiveButtonNeverWrapsInsideItsBrackets() throws {
    let host = GoalHost.make(columns: 30)
    try host.play("cmd+n \"Run\" tab \"1\" cmd+s cmd+f esc shift+tab tab tab enter")
    // Too narrow for the three in a row: they stand one under another, each whole.
    let row = try #require(host.row(containing: "[ Archive ]"))
    #expect(host.lines[row + 1].hasPrefix("[ Delete ]"))
    #expect(host.lines[row + 2].hasPrefix("[ Done ]"))
    #expect(!host.text.contains("…"))
  }

  /// At 100 columns the sidebar is too narrow for the selection-mode buttons in a row; they
  /// keep their whole titles rather than "[ Arc… ] [ De… ] [ Do… ]".
  @Test func selectionModeButtonsKeepTheirTitlesAtAHundredColumns() throws {
    let host = GoalHost.make(columns: 100)
    try host.play("cmd+n \"Run\" tab \"1\" cmd+s cmd+f esc shift+tab tab tab enter")
    #expect(host.text.contains("[ Archive ]"))
    #expect(host.text.contains("[ Delete ]"))
    #expect(host.text.contains("[ Done ]"))
    #expect(!host.text.contains("[ Arc…"))
  }
}
