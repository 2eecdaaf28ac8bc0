import Foundation
import KeystrokeTesting
import Testing

@testable import GoalTrackerKit

/// The seed's shortcut table and rules, each played at a compact (80) and a regular (140)
/// width.
@MainActor
@Suite struct GoalShortcutJourneyTests {
  nonisolated static let widths = [80, 140]

  /// Creates Run (20) and Read (30); Read ends up selected.
  private func twoGoals(_ host: TestHost) throws {
    try host.play("cmd+n \"Run\" tab \"20\" cmd+s cmd+n \"Read\" tab \"30\" cmd+s")
  }

  /// From the list with nothing focused: to the selected goal's detail (compact) and on to its
  /// progress history.
  private func openHistory(_ host: TestHost, columns: Int) throws {
    try host.play(
      columns < 100 ? "tab tab tab enter tab tab enter" : "tab tab tab tab tab tab enter")
    #expect(host.text.contains("History"))
    #expect(host.text.contains("No progress yet."))
  }

  // MARK: ⌘N

  @Test(arguments: widths) func newCreatesAGoalFromTheListDetailAndHistory(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n")
    #expect(host.showsGoalForm)
    #expect(host.text.contains("New Goal"))
    try host.play("esc")
    #expect(!host.showsGoalForm)
    try twoGoals(host)
    try openHistory(host, columns: columns)
    try host.play("cmd+n")
    #expect(host.showsGoalForm)
    try host.play("\"Swim\" tab \"5\" cmd+s")
    #expect(!host.showsGoalForm)
    #expect(host.text.contains("Target: 5 times weekly"))
  }

  @Test(arguments: widths) func newWorksWithTheSidebarHidden(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try twoGoals(host)
    try host.play("ctrl+cmd+s")
    #expect(!host.text.contains("Search goals"))
    try host.play("cmd+n \"Swim\" tab \"5\" cmd+s")
    #expect(host.text.contains("Target: 5 times weekly"))
  }

  // MARK: ⌘F

  @Test(arguments: widths) func searchWorksWithTheSidebarHidden(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try twoGoals(host)
    try host.play("ctrl+cmd+s")
    #expect(!host.text.contains("Search goals"))
    try host.play("cmd+f \"ru\"")
    #expect(host.row(containing: "⌕ ru") != nil)
    #expect(host.text.contains("Run 0%"))
    #expect(!host.text.contains("Read 0%"))
  }

  @Test func compactSearchReturnsFromDetailAndHistoryToTheList() throws {
    let host = GoalHost.make(columns: 80)
    try twoGoals(host)
    try host.play("tab tab tab enter")
    #expect(host.text.contains("Target: 30 times weekly"))
    try host.play("cmd+f \"re\"")
    #expect(host.row(containing: "⌕ re") != nil)
    #expect(!host.text.contains("Target:"))
    try host.play("esc")
    let host2 = GoalHost.make(columns: 80)
    try twoGoals(host2)
    try openHistory(host2, columns: 80)
    try host2.play("cmd+f \"ru\"")
    #expect(host2.row(containing: "⌕ ru") != nil)
    #expect(host2.text.contains("Run 0%"))
    #expect(!host2.text.contains("No progress yet."))
  }

  @Test func regularSearchRevealsTheSidebarAndKeepsTheDetail() throws {
    let host = GoalHost.make(columns: 140)
    try twoGoals(host)
    try openHistory(host, columns: 140)
    try host.play("ctrl+cmd+s")
    #expect(!host.text.contains("Search goals"))
    let history = try #require(host.row(containing: "History"))
    #expect(host.lines[history].hasPrefix("‹ Read  History"))
    try host.play("cmd+f \"r\"")
    let row = try #require(host.row(containing: "⌕ r"))
    #expect(host.lines[row].contains("│‹ Read  History"))
    #expect(host.text.contains("No progress yet."))
  }

  @Test(arguments: widths) func searchExitsSelectionMode(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try twoGoals(host)
    try host.play("tab tab enter")
    #expect(host.text.contains("[ Done ]"))
    #expect(host.text.contains("0 selected"))
    try host.play("cmd+f \"re\"")
    #expect(!host.text.contains("[ Done ]"))
    #expect(host.text.contains("[ New Goal ]"))
    #expect(host.row(containing: "⌕ re") != nil)
  }

  // MARK: ⌘S

  @Test(arguments: widths) func saveSavesAGoalOnlyWhenValidAndPersists(columns: Int) throws {
    let store = GoalHost.scratch()
    let host = GoalHost.make(columns: columns, store: store)
    // ⌘S on the untouched form does nothing; the form does not scold before anything is typed.
    try host.play("cmd+n cmd+s")
    #expect(host.showsGoalForm)
    #expect(!host.text.contains("Enter a name."))
    try host.play("\"Run\" cmd+s")
    #expect(host.showsGoalForm)
    #expect(host.text.contains("Enter a target greater than 0."))
    try host.play("tab \"0\" cmd+s")
    #expect(host.showsGoalForm)
    try host.play("backspace \"12.5\" cmd+s")
    #expect(!host.showsGoalForm)
    #expect(host.text.contains("Run 0%"))
    let reopened = GoalHost.make(columns: columns, store: store)
    #expect(reopened.text.contains("Run 0%"))
  }

  @Test(arguments: widths) func saveRecordsProgressOnlyWhenValid(columns: Int) throws {
    let store = GoalHost.scratch()
    let host = GoalHost.make(columns: columns, store: store)
    try host.play("cmd+n \"Run\" tab \"20\" cmd+s")
    try host.play(columns < 100 ? "tab tab tab enter enter" : "tab tab tab tab enter")
    #expect(host.text.contains("Progress on Run"))
    #expect(host.text.contains("2026-01-07"))
    try host.play("cmd+s")
    #expect(host.text.contains("Progress on Run"))
    try host.play("\"5\" tab backspace backspace cmd+s")
    #expect(host.text.contains("Enter the day as YYYY-MM-DD."))
    try host.play("\"06\" tab \"Morning\" cmd+s")
    #expect(!host.text.contains("Progress on Run"))
    #expect(host.text.contains("Done this week: 5 of 20 times"))
    #expect(host.text.contains("2026-01-06  +5 times  Morning"))
    let reopened = GoalHost.make(columns: columns, store: store)
    #expect(reopened.text.contains("Run 25%"))
  }

  @Test(arguments: widths) func saveAddsACustomUnitOnlyWhenValid(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Laps\" tab \"40\" tab enter")
    #expect(host.text.contains("[ New Unit ]"))
    try host.play("enter cmd+s")
    #expect(host.text.contains("New Unit"))
    #expect(!host.text.contains("Enter a name."))
    try host.play("\"x\" backspace")
    #expect(host.text.contains("Enter a name."))
    try host.play("\"km\" cmd+s")
    #expect(host.text.contains("“km” already exists."))
    try host.play("backspace backspace \"lengths\" cmd+s")
    #expect(!host.text.contains("Enter a name."))
    #expect(host.text.contains("lengths"))
    try host.play("esc")
    #expect(host.text.contains("Unit: lengths"))
    try host.play("cmd+s")
    #expect(!host.showsGoalForm)
    #expect(host.text.contains(columns < 100 ? "Laps 0%" : "Target: 40 lengths weekly"))
  }

  // MARK: Escape

  @Test(arguments: widths) func escapeCancelsAndAsksBeforeDiscardingEdits(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n esc")
    #expect(!host.showsGoalForm)
    try host.play("cmd+n \"Run\" esc")
    #expect(host.text.contains("Discard changes to this goal?"))
    try host.play("esc")
    #expect(!host.text.contains("Discard changes to this goal?"))
    #expect(host.showsGoalForm)
    try host.play("esc up enter")
    #expect(!host.showsGoalForm)
    #expect(host.text.contains("No goals yet."))
  }

  @Test(arguments: widths) func escapeInsideTheFormPopsItsScreenFirst(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" tab tab enter")
    #expect(host.text.contains("[ New Unit ]"))
    try host.play("esc")
    #expect(host.showsGoalForm)
    #expect(!host.text.contains("Discard changes"))
  }

  @Test(arguments: widths) func escapeCancelsTheProgressSheet(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" tab \"20\" cmd+s")
    try host.play(columns < 100 ? "tab tab tab enter enter" : "tab tab tab tab enter")
    try host.play("\"5\" esc")
    #expect(!host.text.contains("Progress on Run"))
    #expect(host.text.contains("No progress yet."))
  }

  // MARK: An open form sheet blocks New and Search

  @Test(arguments: widths) func anOpenSheetBlocksNewAndSearch(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" cmd+n cmd+f \"x\"")
    #expect(host.text.contains("Name   Runx"))
    #expect(host.row(containing: "⌕ x") == nil)
    try host.play("f10 right")
    let row = try #require(host.row(containing: "⌘N"))
    let column = try #require(host.lines[row].range(of: "New Goal")).lowerBound
      .utf16Offset(in: host.lines[row])
    #expect(host.style(column: column, row: row).attributes.contains(.dim))
    try host.play("esc esc up enter cmd+n")
    #expect(host.showsGoalForm)
    #expect(host.text.contains("Name   Name"))
  }

  @Test(arguments: widths) func aScreenInsideTheFormStillBlocksNewAndSearch(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" tab tab enter")
    #expect(host.text.contains("[ New Unit ]"))
    try host.play("cmd+n cmd+f")
    #expect(host.text.contains("[ New Unit ]"))
    try host.play("esc")
    #expect(host.text.contains("Name   Run"))
  }

  @Test(arguments: widths) func theProgressSheetBlocksNewAndSearch(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" tab \"20\" cmd+s")
    try host.play(columns < 100 ? "tab tab tab enter enter" : "tab tab tab tab enter")
    try host.play("cmd+n cmd+f \"7\"")
    #expect(!host.showsGoalForm)
    #expect(host.text.contains("Progress on Run"))
    #expect(host.text.contains("(times) 7"))
  }

  @Test(arguments: [(140, 80), (80, 140)]) func aSheetSurvivesAResizeBetweenLayouts(
    from: Int, to: Int
  ) throws {
    let host = GoalHost.make(columns: from)
    try host.play("cmd+n \"Run\" resize:\(to)x24")
    #expect(host.text.contains("Name   Run"))
    try host.play("cmd+n cmd+f tab \"20\" cmd+s")
    #expect(!host.showsGoalForm)
    #expect(host.text.contains("Run 0%") || host.text.contains("Target: 20 times weekly"))
    try host.play("cmd+n")
    #expect(host.text.contains("Name   Name"))
  }

  // MARK: Return

  @Test(arguments: widths) func returnStaysWithTextEntry(columns: Int) throws {
    let host = GoalHost.make(columns: columns)
    try host.play("cmd+n \"Run\" tab \"20\" enter")
    #expect(host.showsGoalForm)
    #expect(host.text.contains("Target 20"))
    try host.play("cmd+s cmd+f \"r\" enter")
    #expect(!host.showsGoalForm)
    // In a compact window too, Return in the search field is the field's: the split view's
    // own Return (open the selected goal) is for the list, not for text entry.
    #expect(host.row(containing: "⌕ r") != nil)
    if columns < 100 {
      #expect(!host.text.contains("Target: 20 times weekly"))
      // On the list, Return is the split view's: it opens the goal chosen there.
      try host.play("down down enter")
      #expect(host.text.contains("Target: 20 times weekly"))
    }
  }

  // MARK: Bulk selection

  @Test(arguments: widths) func selectionModeArchivesSeveralGoalsAndLeaves(columns: Int) throws {
    let store = GoalHost.scratch()
    let host = GoalHost.make(columns: columns, store: store)
    try twoGoals(host)
    try host.play("cmd+n \"Swim\" tab \"3\" cmd+s")
    if columns < 100 { try host.play("cmd+f esc shift+tab") }
    try host.play("tab tab enter tab down space down space")
    #expect(host.text.contains("2 selected"))
    try host.play("shift+tab shift+tab shift+tab enter")
    #expect(!host.text.contains("[ Done ]"))
    let reopened = GoalHost.make(columns: columns, store: store)
    let goals = ["Read 0%", "Run 0%", "Swim 0%"].filter { reopened.text.contains($0) }
    #expect(goals.count == 1)
  }

  @Test func aGoalPickedThenHiddenBySearchIsNotDeleted() throws {
    let store = GoalHost.scratch()
    let host = GoalHost.make(columns: 140, store: store)
    for name in ["Goal 10", "Goal 11", "Goal 20"] {
      try host.play("cmd+n \"\(name)\" tab \"3\" cmd+s")
    }
    // Goal 10 picked in selection mode, then the search changed to show only Goal 20.
    try host.play("cmd+f \"Goal 1\" tab tab enter tab down space")
    #expect(host.text.contains("1 selected"))
    try host.play("shift+tab shift+tab shift+tab shift+tab ctrl+u \"Goal 2\"")
    #expect(host.text.contains("0 selected"))
    // Archive and Delete are dimmed: Tab passes them to Done, which leaves selection mode.
    try host.play("tab tab enter")
    #expect(!host.text.contains("progress?"))
    #expect(GoalHost.make(columns: 140, store: store).text.contains("Goal 10 0%"))
    // Shown and picked, one goal: asked about in the singular, and deleted alone.
    try host.play("cmd+f tab tab enter tab down space shift+tab shift+tab enter")
    #expect(host.text.contains("Delete 1 goal and its progress?"))
    // Cancel has focus first; Delete is the button before it.
    try host.play("shift+tab enter")
    let reopened = GoalHost.make(columns: 140, store: store)
    #expect(reopened.text.contains("Goal 10 0%"))
    #expect(reopened.text.contains("Goal 11 0%"))
    #expect(!reopened.text.contains("Goal 20"))
  }
}
