import KeystrokeTesting
import Testing

@testable import Keystroke

/// A screen with three presentations: a popover with only an OK button, a sheet with a Cancel
/// button, and a sheet that turned Escape off while it holds edits.
private struct LayersApp: App {
  var body: some Scene {
    WindowGroup { LayersScreen() }
  }
}

private struct LayersScreen: View {
  @State private var showsTip = false
  @State private var showsForm = false
  @State private var showsLocked = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("Tip") { showsTip = true }
        .popover(isPresented: $showsTip) {
          VStack {
            Text("Saved on this computer only.")
            Button("OK") { showsTip = false }
          }
        }
      Button("Form") { showsForm = true }
        .sheet(isPresented: $showsForm) {
          VStack {
            Text("New item")
            Button("Cancel", role: .cancel) { showsForm = false }
          }
        }
      Button("Locked") { showsLocked = true }
        .sheet(isPresented: $showsLocked) {
          VStack {
            Text("Unsaved edits")
            Button("Done") { showsLocked = false }
          }
          .interactiveDismissDisabled()
        }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Escape closes a sheet or popover in front unless it said otherwise; the hint line says so,
/// as it names an open menu's Esc Close, so the way out of a box without a Cancel button is on
/// screen. A box whose Cancel button answers Escape names that button instead, and one that
/// turned dismissal off names nothing for Escape.
@MainActor
@Suite(.serialized) struct LayerCloseHintTests {
  @Test func aPopoverWithoutCancelNamesEscClose() throws {
    let host = TestHost(app: LayersApp.self, columns: 80, rows: 16)
    #expect(host.lines.last?.contains("⎋ Close") == false)
    try host.play("enter")
    #expect(host.text.contains("Saved on this computer only."))
    #expect(host.lines.last?.contains("⎋ Close") == true)
    try host.play("escape")
    #expect(!host.text.contains("Saved on this computer only."))
    #expect(host.lines.last?.contains("⎋ Close") == false)
  }

  @Test func aSheetWithACancelButtonNamesItInstead() throws {
    let host = TestHost(app: LayersApp.self, columns: 80, rows: 16)
    try host.play("tab enter")
    #expect(host.text.contains("New item"))
    let hints = try #require(host.lines.last)
    #expect(hints.contains("⎋ Cancel"))
    #expect(!hints.contains("⎋ Close"))
  }

  @Test func aSheetThatTurnedDismissalOffNamesNoEscape() throws {
    let host = TestHost(app: LayersApp.self, columns: 80, rows: 16)
    try host.play("tab tab enter")
    #expect(host.text.contains("Unsaved edits"))
    #expect(host.lines.last?.contains("⎋") == false)
    try host.play("escape")
    #expect(host.text.contains("Unsaved edits"))
  }
}
