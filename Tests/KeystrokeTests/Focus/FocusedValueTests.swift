import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct FocusedValueTests {
  @Test func sceneValueReachesTheMenuCommand() throws {
    let host = TestHost(app: NotesApp.self, columns: 60, rows: 12)
    #expect(host.lines[1] == "Text: hello")
    try host.play("cmd+shift+u")
    #expect(host.lines[1] == "Text: HELLO")
  }

  @Test func commandDisablesItselfWhenItsConditionFails() throws {
    let host = TestHost(app: NotesApp.self, columns: 60, rows: 12)
    try host.play("cmd+shift+u")
    try host.play("f10 left left")
    let row = try #require(host.row(containing: "Uppercased"))
    let column = try #require(host.lines[row].range(of: "Uppercased")).lowerBound
      .utf16Offset(in: host.lines[row])
    #expect(host.style(column: column, row: row).attributes.contains(.dim))
  }

  @Test func viewValueIsVisibleOnlyWhileFocusIsInsideItsPublisher() throws {
    let host = TestHost(app: NotesApp.self, columns: 60, rows: 12)
    try host.play("f10 left left")
    #expect(host.row(containing: "Rename first field") != nil)
    try host.play("esc tab f10 left left")
    #expect(host.row(containing: "Rename nothing") != nil)
  }

  @Test func legacyTerminalReachesCommandShiftLetterThroughAltShift() throws {
    let host = TestHost(app: NotesApp.self, columns: 60, rows: 12, terminal: .legacy)
    try host.play("alt+shift+u")
    #expect(host.lines[1] == "Text: HELLO")
  }
}
