import KeystrokeTesting
import Testing

@testable import Keystroke

private struct HintedLibraryApp: App {
  var body: some Scene {
    WindowGroup { HintedLibrary() }
      .commands {
        CommandMenu("Books") {
          Button("Lend Book") {}.keyboardShortcut("l", modifiers: [.command, .option])
        }
      }
  }
}

private struct BrowseLibraryApp: App {
  var body: some Scene {
    WindowGroup { HintedLibrary(hasList: false) }
  }
}

/// A searchable list of books, with completions suggested for "po".
private struct HintedLibrary: View {
  var hasList = true
  @State private var query = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if hasList {
        List(["Emma", "Persuasion"], id: \.self) { Text("Book " + $0) }
      } else {
        Button("Browse") {}
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .searchable(text: $query)
    .searchSuggestions {
      if query == "po" {
        Text("Poems").searchCompletion("poems")
      }
    }
  }
}

/// The focused search field names where its ↓ goes, before the window's hints, as its scope
/// bar names its keys.
@MainActor
@Suite struct SearchFieldHintTests {
  @Test func theFieldHintsItsWayIntoTheResults() throws {
    let host = TestHost(app: HintedLibraryApp.self, columns: 100, rows: 12)
    try host.play("cmd+f")
    let hints = try #require(host.lines.last)
    #expect(hints.hasPrefix("↓ Results  F10 Menu"), "\(hints)")
    #expect(hints.contains("Lend Book"))
    try host.play("down")
    #expect(try #require(host.lines.last).contains("↓ Results") == false)
  }

  @Test func withSuggestionsShownTheFieldHintsThem() throws {
    let host = TestHost(app: HintedLibraryApp.self, columns: 100, rows: 12)
    try host.play("cmd+f \"po\"")
    #expect(host.text.contains("Poems"))
    #expect(try #require(host.lines.last).hasPrefix("↓ Suggestions"))
    try host.play("backspace")
    // With no suggestion listed, the field's ↓ goes to the results, as without suggestions.
    #expect(!host.text.contains("Poems"))
    #expect(try #require(host.lines.last).hasPrefix("↓ Results"))
    try host.play("down")
    let focused = host.host.interactions.focusTarget(id: host.host.focusedNodeID)
    #expect(focused?.element is LazyListElement)
  }

  @Test func withoutAListTheFieldHintsNothingOfItsOwn() throws {
    let host = TestHost(app: BrowseLibraryApp.self, columns: 100, rows: 12)
    try host.play("cmd+f")
    let focused = host.host.interactions.focusTarget(id: host.host.focusedNodeID)
    #expect(focused?.isTextInput == true)
    #expect(try #require(host.lines.last).hasPrefix("F10 Menu"))
  }
}
