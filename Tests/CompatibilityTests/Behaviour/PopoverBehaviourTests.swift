import Keystroke
import KeystrokeTesting
import Testing

/// Popovers open beside the view that presents them, modal as sheets are.
@MainActor
@Suite struct PopoverBehaviourTests {
  @Test(arguments: [60, 120])
  func aHelpPopoverOpensOverTheWindowAndItsButtonClosesIt(columns: Int) throws {
    let host = TestHost(HelpedField(), columns: columns, rows: 12)
    #expect(host.row(containing: "Names are shown in reports.") == nil)
    try host.play("tab enter")
    #expect(host.row(containing: "Names are shown in reports.") != nil)
    // The popover is modal: focus is on its button, and typing goes nowhere beneath.
    try host.play("enter")
    #expect(host.row(containing: "Names are shown in reports.") == nil)
  }

  @Test func escapeClosesAPopover() throws {
    let host = TestHost(HelpedField(), columns: 80, rows: 12)
    try host.play("tab enter")
    #expect(host.row(containing: "Names are shown in reports.") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Names are shown in reports.") == nil)
  }

  @Test func anItemPopoverShowsTheChosenRowAndAnotherRowStartsAfresh() throws {
    let host = TestHost(TaskDetailsList(), columns: 80, rows: 12)
    try host.play("tab enter")
    #expect(host.row(containing: "Review the budget: about 45m") != nil)
    try host.play("esc shift+tab enter")
    #expect(host.row(containing: "Write the report: about 2h") != nil)
    #expect(host.row(containing: "Review the budget: about") == nil)
  }

  @Test func aPopoverPresentedFromTheStartIsUpInTheFirstFrame() throws {
    let host = TestHost(AnchoredNote(), columns: 40, rows: 8)
    #expect(host.row(containing: "Note") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Note") == nil)
    #expect(host.row(containing: "Anchored") != nil)
  }

  /// A popover opens beside the button that presents it, just below it, its box reaching the
  /// button's column and kept inside the window, rather than centred over the window.
  @Test(arguments: [40, 80])
  func aPopoverOpensJustBelowItsButton(columns: Int) throws {
    let host = TestHost(HelpedField(), columns: columns, rows: 12)
    let buttonRow = try #require(host.row(containing: "Help"))
    let buttonColumn = try #require(
      Array(host.lines[buttonRow]).firstIndex(of: "H"), "the Help button's column")
    try host.play("tab enter")
    let noteRow = try #require(host.row(containing: "Names are shown in reports."))
    #expect(noteRow > buttonRow)
    let top = Array(host.lines[buttonRow + 1])
    let left = try #require(top.firstIndex(of: "┌"), "the box's top border under the button")
    let right = try #require(top.lastIndex(of: "┐"))
    #expect(left <= buttonColumn && buttonColumn <= right)
    #expect(right < columns)
  }
}
