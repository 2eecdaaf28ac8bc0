import Foundation
import Keystroke
import KeystrokeTesting
import Testing

@MainActor
@Suite struct SceneBehaviourTests {
  @Test func openWindowWithAValueShowsAViewerBoundToIt() throws {
    let host = TestHost(app: NotesApp.self, columns: 120, rows: 30)
    #expect(host.row(containing: "All notes") != nil)
    // "Open Note 7" has focus first.
    try host.play("space")
    #expect(host.row(containing: "Note 7") != nil)
    #expect(host.row(containing: "All notes") == nil)
    // The viewer writes its value through the binding.
    try host.play("space")
    #expect(host.row(containing: "Note 8") != nil)
    // Close viewer: dismissWindow() closes the window the view is in.
    try host.play("tab space")
    #expect(host.row(containing: "All notes") != nil)
    #expect(host.row(containing: "Note 8") == nil)
  }

  @Test func openingAValueAgainShowsItsWindow() throws {
    let host = TestHost(app: NotesApp.self, columns: 120, rows: 30)
    try host.play("space")
    try host.play("cmd+`")
    #expect(host.row(containing: "All notes") != nil)
    try host.play("tab space")
    #expect(host.row(containing: "Note 7") != nil)
    // Two windows, not three: cycling returns to the main window at once.
    try host.play("cmd+`")
    #expect(host.row(containing: "All notes") != nil)
    try host.play("cmd+`")
    #expect(host.row(containing: "Note 7") != nil)
  }

  @Test func openWindowByIDShowsTheSingleWindowAndDismissWindowClosesIt() throws {
    let host = TestHost(app: NotesApp.self, columns: 120, rows: 30)
    try host.play("tab tab space")
    #expect(host.row(containing: "Recent activity") != nil)
    try host.play("cmd+`")
    #expect(host.row(containing: "All notes") != nil)
    try host.play("tab tab tab space")
    #expect(host.row(containing: "Recent activity") == nil)
    #expect(host.row(containing: "All notes") != nil)
  }

  @Test func dismissInAWindowClosesIt() throws {
    let host = TestHost(app: NotesApp.self, columns: 120, rows: 30)
    try host.play("tab tab space")
    #expect(host.row(containing: "Recent activity") != nil)
    // Done calls `dismiss()`: outside a sheet it closes the window it is in.
    try host.play("space")
    #expect(host.row(containing: "Recent activity") == nil)
    #expect(host.row(containing: "All notes") != nil)
  }

  @Test func openSettingsShowsTheSettingsWindow() throws {
    let host = TestHost(app: NotesApp.self, columns: 120, rows: 30)
    #expect(host.row(containing: "Account") == nil)
    // Preferences, the seventh button, calls `openSettings()`.
    try host.play(Array(repeating: "tab", count: 6).joined(separator: " ") + " space")
    #expect(host.row(containing: "Account") != nil)
    #expect(host.row(containing: "All notes") == nil)
  }

  @Test(arguments: [80, 140])
  func aMenuBarExtraIsAMenuAtTheRightEndOfTheMenuBar(columns: Int) throws {
    let host = TestHost(app: NotesApp.self, columns: columns, rows: 30)
    let bar = host.lines[0]
    #expect(bar.contains("Notes"))
    let extra = try #require(bar.range(of: "Quick Note"))
    let help = try #require(bar.range(of: "Help"))
    #expect(extra.lowerBound > help.upperBound)
    // Right-aligned: the title ends one cell before the last column.
    #expect(bar.distance(from: bar.startIndex, to: extra.upperBound) == columns - 1)
    // F10 opens the first menu; ← wraps to the extra, which opens from the right end.
    try host.play("f10 left")
    let row = try #require(host.lines.firstIndex { $0.contains("New Quick Note") })
    let line = host.lines[row]
    let item = try #require(line.range(of: "New Quick Note"))
    #expect(line.distance(from: line.startIndex, to: item.lowerBound) > columns - 30)
  }

  @Test func inspectorCommandsToggleTheInspector() throws {
    let host = TestHost(app: NotesApp.self, columns: 120, rows: 30)
    #expect(host.row(containing: "Inspector pane") == nil)
    try host.play("ctrl+cmd+i")
    #expect(host.row(containing: "Inspector pane") != nil)
    try host.play("ctrl+cmd+i")
    #expect(host.row(containing: "Inspector pane") == nil)
  }

  @Test func aDocumentAppOpensAnUntitledDocument() throws {
    let host = TestHost(app: PlainTextApp.self, columns: 80, rows: 20)
    // The launch files are process-wide (`AppEnvironment`) and other suites in this test
    // process set them, so the first window may hold one of theirs, or an alert that it could
    // not be opened: close any alert, then File › New.
    try host.play("esc cmd+n")
    #expect(host.row(containing: "Hello, world!") != nil)
    #expect(host.row(containing: "Untitled") != nil)
  }
}
