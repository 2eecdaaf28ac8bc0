import KeystrokeTesting
import Testing

@testable import Keystroke

/// A list of notes whose New Note sheet keeps Escape from discarding a note being written.
private struct QuickNotesApp: App {
  var body: some Scene {
    WindowGroup { QuickNotesScreen() }
  }
}

private struct QuickNotesScreen: View {
  @State private var writing = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("New Note") { writing = true }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .sheet(isPresented: $writing) { QuickNoteForm() }
  }
}

private struct QuickNoteForm: View {
  @State private var text = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Note", text: $text)
      Button("Cancel", role: .cancel) { dismiss() }
    }
    .interactiveDismissDisabled(!text.isEmpty)
  }
}

/// Quitting while a sheet holds unsaved edits (it disables interactive dismissal, SwiftUI's
/// sign of them) asks first, starting on Cancel; a sheet without edits does not hold a quit up.
@MainActor
@Suite struct QuitOverEditsTests {
  @Test(arguments: [80, 30])
  func quittingOverAnEditedSheetAsksAndCancelKeepsTheEdits(columns: Int) throws {
    let host = TestHost(app: QuickNotesApp.self, columns: columns, rows: 16)
    try host.play("enter \"milk\" cmd+q")
    #expect(!host.quitRequested)
    #expect(host.text.contains("Quit without saving"), "\(host.lines)")
    // Return answers Cancel, the button the alert starts on: the sheet and its text stay.
    try host.play("enter")
    #expect(!host.quitRequested)
    #expect(!host.text.contains("Quit without saving"))
    #expect(host.text.contains("milk"))
    // Typing goes on into the field, which has focus back.
    try host.play("\" and eggs\"")
    #expect(host.text.contains("milk and eggs"))
    // Asked again, Quit quits.
    try host.play("cmd+q shift+tab enter")
    #expect(host.quitRequested)
  }

  @Test func escapeAnswersCancel() throws {
    let host = TestHost(app: QuickNotesApp.self, columns: 80, rows: 16)
    try host.play("enter \"milk\" cmd+q esc")
    #expect(!host.quitRequested)
    #expect(!host.text.contains("Quit without saving"))
    #expect(host.text.contains("milk"))
  }

  @Test func aSheetWithoutEditsOrNoSheetQuitsAtOnce() throws {
    let sheet = TestHost(app: QuickNotesApp.self, columns: 80, rows: 16)
    try sheet.play("enter cmd+q")
    #expect(sheet.quitRequested)
    let window = TestHost(app: QuickNotesApp.self, columns: 80, rows: 16)
    try window.play("cmd+q")
    #expect(window.quitRequested)
  }
}
