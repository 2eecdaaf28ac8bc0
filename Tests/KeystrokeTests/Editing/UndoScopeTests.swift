import KeystrokeTesting
import Testing

@testable import Keystroke

/// Edit › Undo acts in the presentation in front: a sheet has its own undo steps, which go
/// when it closes, and the window's steps wait beneath it.
@MainActor
@Suite struct UndoScopeTests {
  private func state(_ host: TestHost) -> String? { host.lines.first { $0.hasPrefix("title=") } }

  /// Whether the Edit menu's Undo is dimmed (opens and closes the menu).
  private func undoIsDimmed(in host: TestHost) throws -> Bool {
    try host.play("f10 e")
    defer { try? host.play("esc") }
    let row = try #require(host.row(containing: "Undo"))
    let column = try #require(host.lines[row].range(of: "Undo")).lowerBound.utf16Offset(
      in: host.lines[row])
    return host.style(column: column, row: row).attributes.contains(.dim)
  }

  @Test(arguments: [80, 140])
  func typingInAClosedSheetIsNotUndoneFromTheWindow(columns: Int) throws {
    let host = TestHost(app: UndoScopeApp.self, columns: columns, rows: 20)
    try host.play("\"abc\"")
    #expect(try !undoIsDimmed(in: host))
    try host.play("cmd+k")
    #expect(host.text.contains("Name Sheet"))
    // Nothing typed in the sheet yet: the window's typing is not the sheet's to undo.
    #expect(try undoIsDimmed(in: host))
    try host.play("\"xyz\"")
    #expect(try !undoIsDimmed(in: host))
    try host.play("esc")
    #expect(!host.text.contains("Name Sheet"))
    #expect(state(host) == "title=abc|name=xyz")
    try host.play("cmd+z")
    #expect(state(host) == "title=|name=xyz")
    #expect(try undoIsDimmed(in: host))
    try host.play("cmd+z")
    #expect(state(host) == "title=|name=xyz")
  }

  @Test(arguments: [80, 140])
  func undoInASheetUndoesTheSheetsTyping(columns: Int) throws {
    let host = TestHost(app: UndoScopeApp.self, columns: columns, rows: 20)
    try host.play("\"abc\" cmd+k \"xyz\" cmd+z")
    #expect(state(host) == "title=abc|name=")
    #expect(try undoIsDimmed(in: host))
    try host.play("cmd+shift+z")
    #expect(state(host) == "title=abc|name=xyz")
    // A sheet opened again starts with no steps of its own.
    try host.play("esc cmd+k")
    #expect(try undoIsDimmed(in: host))
  }

  @Test(arguments: [80, 140])
  func aFieldThatLeftTheScreenTakesItsUndoStepsWithIt(columns: Int) throws {
    let host = TestHost(app: UndoScopeApp.self, columns: columns, rows: 20)
    #expect(host.lines[1] == "Title")
    try host.play("\"abc\"")
    #expect(host.lines[1] == "abc")
    try host.play("cmd+j")
    #expect(host.lines[1] != "abc")
    #expect(try undoIsDimmed(in: host))
    try host.play("cmd+z")
    #expect(state(host) == "title=abc|name=")
  }

  @Test(arguments: [80, 140])
  func anEditorThatLeftTheScreenTakesItsUndoStepsWithIt(columns: Int) throws {
    let host = TestHost(app: EditorUndoApp.self, columns: columns, rows: 20)
    try host.play("\"abc\"")
    #expect(host.lines.contains("notes=abc"))
    #expect(try !undoIsDimmed(in: host))
    try host.play("cmd+j")
    #expect(try undoIsDimmed(in: host))
    try host.play("cmd+z")
    #expect(host.lines.contains("notes=abc"))
  }
}
