import KeystrokeTesting
import Testing

@testable import Keystroke

@MainActor
@Suite struct EditMenuTests {
  private func host() -> TestHost { TestHost(app: EditMenuApp.self, columns: 60, rows: 14) }

  private var state: (TestHost) -> String? { { $0.lines.first { $0.hasPrefix("title=") } } }

  /// Whether the Edit menu item titled `title` is dimmed (opens and closes the menu).
  private func isDimmed(_ title: String, in host: TestHost) throws -> Bool {
    try host.play("f10 e")
    defer { try? host.play("esc") }
    let row = try #require(host.row(containing: title))
    let column = try #require(host.lines[row].range(of: title)).lowerBound.utf16Offset(
      in: host.lines[row])
    return host.style(column: column, row: row).attributes.contains(.dim)
  }

  @Test func shiftArrowsSelectAndCopyPutsTheSelectionOnThePasteboard() throws {
    let host = host()
    try host.play("\"hello\"")
    #expect(try isDimmed("Copy", in: host))
    try host.play("shift+left shift+left")
    let row = try #require(host.row(containing: "hello"))
    #expect(host.style(column: 3, row: row).attributes.contains(.reverse))
    #expect(!host.style(column: 2, row: row).attributes.contains(.reverse))
    #expect(try !isDimmed("Copy", in: host))
    try host.play("cmd+c")
    #expect(host.host.pasteboard.string == "lo")
    #expect(Pasteboard.osc52("lo") == Array("\u{1B}]52;c;bG8=\u{1B}\\".utf8))
    #expect(host.host.pasteboard.takeTerminalBytes() == Pasteboard.osc52("lo"))
  }

  @Test func selectAllCutAndPasteThroughTheMenuAndShortcuts() throws {
    let host = host()
    #expect(try isDimmed("Paste", in: host))
    try host.play("\"hello\" cmd+a cmd+x")
    #expect(state(host) == "title=|notes=")
    #expect(try !isDimmed("Paste", in: host))
    try host.play("cmd+v cmd+v")
    #expect(state(host) == "title=hellohello|notes=")
    // Typing replaces a selection made with Shift+Home.
    try host.play("shift+home \"x\"")
    #expect(state(host) == "title=x|notes=")
  }

  @Test func undoAndRedoTextEditsAreEnabledOnlyWhenTheyCanAct() throws {
    let host = host()
    #expect(try isDimmed("Undo", in: host))
    try host.play("\"abc\" left \"X\"")
    #expect(state(host) == "title=abXc|notes=")
    #expect(try !isDimmed("Undo", in: host))
    #expect(try isDimmed("Redo", in: host))
    try host.play("cmd+z")
    #expect(state(host) == "title=abc|notes=")
    try host.play("cmd+z")
    #expect(state(host) == "title=|notes=")
    #expect(try isDimmed("Undo", in: host))
    try host.play("cmd+shift+z cmd+shift+z")
    #expect(state(host) == "title=abXc|notes=")
  }

  @Test func editorSelectsAcrossLinesAndPastesFromTheField() throws {
    let host = host()
    try host.play("\"hi\" cmd+a cmd+c tab \"one\" enter \"two\" shift+up cmd+v")
    #expect(state(host) == "title=hi|notes=onehi")
    try host.play("cmd+z")
    #expect(state(host) == "title=hi|notes=one/two")
  }

  @Test func oneLineFieldFlattensPastedLines() throws {
    let host = host()
    try host.play("tab \"a\" enter \"b\" cmd+a cmd+c shift+tab cmd+v")
    #expect(state(host) == "title=a b|notes=a/b")
  }
}
