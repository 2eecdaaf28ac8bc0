import KeystrokeTesting
import Testing

@testable import Keystroke

/// An app with a flavour picker beside a Save button on Return.
private struct FlavorApp: App {
  var body: some Scene {
    WindowGroup { FlavorForm() }
  }
}

private struct FlavorForm: View {
  @State private var flavor = 0

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Flavor", selection: $flavor) {
        ForEach(0..<5, id: \.self) { number in Text("Flavor \(number)").tag(number) }
      }
      Button("Save") {}.keyboardShortcut(.defaultAction)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// While a picker's options are open the hint line names the keys the open list has, not the
/// window's shortcuts it now takes first; closed, the window's hints come back.
@MainActor
@Suite(.serialized) struct OpenListHintTests {
  @Test func theHintLineNamesAnOpenListsKeys() throws {
    let host = TestHost(app: FlavorApp.self, columns: 70, rows: 14)
    let hints = try #require(host.lines.last)
    #expect(hints.contains("Save"))
    try host.play("space")
    let open = try #require(host.lines.last)
    #expect(open.contains("Items") && open.contains("Choose") && open.contains("Close"))
    #expect(!open.contains("Save"))
    try host.play("escape")
    #expect(host.lines.last?.contains("Save") == true)
  }
}
