import Keystroke
import KeystrokeTesting
import Testing

/// Builders and actions kept in properties, made by functions or given as method references
/// work as the closures written at the call site do.
@MainActor
@Suite struct StoredBuilderBehaviourTests {
  @Test func aStoredEditorOpensInASheetAndItsStoredDismissActionRuns() throws {
    let host = TestHost(StoredBuilderSettings(), columns: 80, rows: 20)
    #expect(host.row(containing: "Editors closed: 0") != nil)
    try host.play("enter")
    #expect(host.row(containing: "Name editor") != nil)
    try host.play("esc")
    #expect(host.row(containing: "Name editor") == nil)
    #expect(host.row(containing: "Editors closed: 1") != nil)
  }

  @Test func aStoredItemBuilderShowsTheChosenItem() throws {
    let host = TestHost(StoredBuilderSettings(), columns: 80, rows: 20)
    try host.play("tab tab enter")
    #expect(host.row(containing: "Report: Monthly") != nil)
    try host.play("esc tab enter")
    #expect(host.row(containing: "Covered") != nil)
  }

  @Test func factoryPanelsAndMethodReferencesRunOnTheirEvents() throws {
    let log = PanelLog()
    let host = TestHost(PanelScreen(log: log), columns: 80, rows: 12)
    #expect(log.entries == ["appeared"])
    try host.play("enter")
    #expect(host.row(containing: "Press ? for help") != nil)
    try host.play("esc")
    #expect(log.entries.contains("closed"))
    #expect(
      log.entries.filter { $0 != "closed" }
        == ["appeared", "help false → true", "help true → false"])
    #expect(host.row(containing: "help true → false") != nil)
  }

  @Test func methodReferencesDriveTheCounterControls() throws {
    let model = CounterModel()
    let host = TestHost(CounterPanel(model: model), columns: 60, rows: 10)
    try host.play("right right")
    #expect(host.row(containing: "Count 2") != nil)
    try host.play("left")
    #expect(model.count == 1)
    try host.play("r")
    #expect(host.row(containing: "Count 0") != nil)
    try host.play("tab \"note\" enter")
    #expect(host.row(containing: "sent 0") != nil)
  }
}
