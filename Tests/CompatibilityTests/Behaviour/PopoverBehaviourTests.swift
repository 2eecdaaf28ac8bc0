import Keystroke
import KeystrokeTesting
import Testing

/// Popovers open as sheets, as SwiftUI shows them in a compact size class.
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
}
