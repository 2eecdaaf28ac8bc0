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

  @Test func aMenuBarExtraIsAMenuOfTheMenuBar() {
    let host = TestHost(app: NotesApp.self, columns: 120, rows: 30)
    #expect(host.lines[0].contains("Quick Note"))
    #expect(host.lines[0].contains("Notes"))
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
