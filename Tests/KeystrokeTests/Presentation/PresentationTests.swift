import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct PresentationTests {
  @Test func newOpensASheetAndTheSheetBlocksNew() throws {
    let host = TestHost(app: GoalSheetApp.self, columns: 70, rows: 20)
    try host.play("cmd+n")
    #expect(host.row(containing: "New goal") != nil)
    #expect(host.row(containing: "┌") != nil)
    try host.play("\"Run\" cmd+n")
    let field = try #require(host.row(containing: "Run"))
    #expect(!host.lines[field].contains("RunRun"))
  }

  @Test func saveWorksOnlyWithValidInputAndCloses() throws {
    let host = TestHost(app: GoalSheetApp.self, columns: 70, rows: 20)
    try host.play("cmd+n cmd+s")
    #expect(host.row(containing: "New goal") != nil)
    try host.play("\"Read\" cmd+s")
    #expect(host.row(containing: "New goal") == nil)
    #expect(host.lines[1] == "Goals: Read")
  }

  @Test func escapeCancelsAndAsksBeforeDiscardingEdits() throws {
    let host = TestHost(app: GoalSheetApp.self, columns: 70, rows: 20)
    try host.play("cmd+n esc")
    #expect(host.row(containing: "New goal") == nil)
    try host.play("cmd+n \"Swim\" esc")
    #expect(host.row(containing: "Discard this goal?") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Discard this goal?") == nil)
    #expect(host.row(containing: "New goal") != nil)
    // The dialog opens on Keep Editing, never on the destructive Discard: ↑ moves to it.
    try host.play("esc enter")
    #expect(host.row(containing: "New goal") != nil)
    try host.play("esc up enter")
    #expect(host.row(containing: "New goal") == nil)
    #expect(host.lines[1] == "Goals:")
  }

  @Test func menuCommandReadingASceneValueDisablesUnderTheSheet() throws {
    let host = TestHost(app: GoalSheetApp.self, columns: 70, rows: 20)
    try host.play("cmd+shift+n")
    #expect(host.row(containing: "New goal") != nil)
    try host.play("f10 left left")
    let row = try #require(host.row(containing: "New Goal (menu)"))
    let column = try #require(host.lines[row].range(of: "New Goal (menu)")).lowerBound
      .utf16Offset(in: host.lines[row])
    #expect(host.style(column: column, row: row).attributes.contains(.dim))
  }

  @Test func theWindowIsDimmedBeneathASheet() throws {
    let host = TestHost(app: GoalSheetApp.self, columns: 70, rows: 20)
    try host.play("cmd+n")
    #expect(host.style(column: 0, row: 1).attributes.contains(.dim))
  }
}
