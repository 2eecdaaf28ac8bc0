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

/// What the chord command ran; a class, so the app's value never changes.
@MainActor
private final class Added {
  static var total = 0
}

/// The flavour picker beside a menu command on a chord, Control-K then T.
private struct ChordFlavorApp: App {
  var body: some Scene {
    WindowGroup { FlavorForm() }
      .commands {
        CommandMenu("Count") {
          Button("Add Ten") { Added.total += 10 }.keyboardShortcut(chord: "ctrl+k t")
        }
      }
  }
}

/// While a picker's options are open the hint line names the keys the open list has, not the
/// window's shortcuts it now takes first; closed, the window's hints come back. A chord begun
/// or a key to explain is still the engine's, open list or not.
@MainActor
@Suite(.serialized) struct OpenListHintTests {
  @Test func aChordBegunWithTheOptionsOpenEndsThere() throws {
    Added.total = 0
    let host = TestHost(app: ChordFlavorApp.self, columns: 70, rows: 14)
    try host.play("space ctrl+k t")
    #expect(Added.total == 10)
    // Nothing is left pending: a later T is the list's again.
    try host.play("escape t")
    #expect(Added.total == 10)
  }

  @Test func explainNextKeyExplainsAKeyPressedWithTheOptionsOpen() throws {
    let host = TestHost(app: ChordFlavorApp.self, columns: 90, rows: 16)
    try host.play("space cmd+shift+p \"explain next\" enter down")
    #expect(host.text.contains("key: down"))
  }

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
