import Keystroke
import KeystrokeTesting
import Testing

/// Control groups lay their controls out in a row, or fold them into a menu.
@MainActor
@Suite struct ControlGroupBehaviourTests {
  @Test func aGroupsButtonsSitInOneRowAndEachTakesFocusWithTab() throws {
    let host = TestHost(FormattingBar(), columns: 60, rows: 8)
    let row = host.lines[try #require(host.row(containing: "Bold"))]
    #expect(row.contains("Italic") && row.contains("Underline"))
    // The label of a group drawn as a row does not show; the menu's does.
    #expect(host.row(containing: "Insert") != nil)
    // Focus starts on the first button, as on any screen.
    try host.play("enter tab enter tab enter")
    #expect(host.row(containing: "Applied: bold, italic, underline") != nil)
  }

  @Test func aMenuStyledGroupOpensItsControlsAsAList() throws {
    let host = TestHost(FormattingBar(), columns: 60, rows: 12)
    #expect(host.row(containing: "Link") == nil)
    // From Bold past Italic and Underline to the Insert menu.
    try host.play("tab tab tab enter")
    #expect(host.row(containing: "Link") != nil)
    #expect(host.row(containing: "Table") != nil)
    try host.play("down enter")
    #expect(host.row(containing: "Applied: table") != nil)
  }

  @Test func aCustomStyleFramesTheStandardGroup() throws {
    let host = TestHost(HistoryButtons(), columns: 60, rows: 6)
    let row = host.lines[try #require(host.row(containing: "Back"))]
    #expect(row.contains("|") && row.contains("Forward"))
    #expect(host.row(containing: "History") == nil)
    try host.play("tab enter enter")
    #expect(host.row(containing: "Page 3") != nil)
    try host.play("shift+tab enter")
    #expect(host.row(containing: "Page 2") != nil)
  }
}
