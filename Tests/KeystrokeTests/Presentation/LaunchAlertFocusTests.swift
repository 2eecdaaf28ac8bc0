import KeystrokeTesting
import Testing

@testable import Keystroke

/// A dialog already up when the app starts, over a window with nothing to focus: the first
/// build's focus claim gives way to the dialog's, which passes over its destructive button.
@MainActor
@Suite struct LaunchAlertFocusTests {
  struct Notice: View {
    @State private var asking = true
    @State private var answer = "none"

    var body: some View {
      Text("answer \(answer)")
        .alert("Discard the draft?", isPresented: $asking) {
          Button("Discard", role: .destructive) { answer = "discard" }
          Button("Keep") { answer = "keep" }
        }
    }
  }

  @Test func aDialogUpAtLaunchStartsOnItsSafeButton() throws {
    let host = TestHost(Notice(), columns: 60, rows: 12)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(!host.host.needsUpdate)
    try host.play("enter")
    #expect(host.text.contains("answer keep"))
  }
}

/// A sheet up from the start over a window with a control: the control the first build would
/// have focused is left to the sheet's, and focus goes to it when the sheet closes.
@MainActor
@Suite struct LaunchSheetFocusTests {
  struct Welcome: View {
    @State private var welcoming = true
    @State private var started = 0

    var body: some View {
      VStack {
        Button("Start") { started += 1 }
        Text("started \(started)")
      }
      .sheet(isPresented: $welcoming) {
        Button("Continue") { welcoming = false }
      }
    }
  }

  @Test func theSheetTakesFocusInOnePassAndGivesItToTheWindowsControl() throws {
    let host = TestHost(Welcome(), columns: 40, rows: 10)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(host.host.focusedText?.contains("Continue") == true)
    try host.play("enter")
    #expect(host.row(containing: "Continue") == nil)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(host.host.focusedText?.contains("Start") == true)
    try host.play("enter")
    #expect(host.text.contains("started 1"))
  }
}

/// A searchable view under a sheet up from the start: the search field, which the first
/// build's claim would focus, is only noted as the view the sheet covers, so the content is
/// built as not searching, in one pass.
@MainActor
@Suite struct LaunchSheetOverSearchTests {
  struct SearchState: View {
    @Environment(\.isSearching) private var isSearching

    var body: some View { Text(isSearching ? "searching" : "browsing") }
  }

  struct Shelf: View {
    @State private var query = ""
    @State private var welcoming = true

    var body: some View {
      VStack {
        SearchState()
        Button("Add") {}
      }
      .searchable(text: $query)
      .sheet(isPresented: $welcoming) {
        Button("Continue") { welcoming = false }
      }
    }
  }

  @Test func theContentIsBuiltNotSearchingInOnePass() throws {
    let host = TestHost(Shelf(), columns: 40, rows: 10)
    #expect(host.host.passesInLastUpdate == 1)
    #expect(host.host.focusedText?.contains("Continue") == true)
    try host.play("enter")
    #expect(host.row(containing: "Continue") == nil)
    try host.play("\"ab\"")
    #expect(host.text.contains("searching"))
    #expect(host.text.contains("ab"))
  }
}
