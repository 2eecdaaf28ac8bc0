import KeystrokeTesting
import Testing

@testable import Keystroke

/// Where a pot of tea is looked for.
private enum PotShelf: Hashable, CaseIterable {
  case all, green

  var title: String { self == .all ? "All" : "Green" }
}

private struct PotShelfApp: App {
  var body: some Scene {
    WindowGroup { PotSearch() }
  }
}

/// A searchable list of teas with a scope bar.
private struct PotSearch: View {
  @State private var query = ""
  @State private var shelf = PotShelf.all

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Shelf: \(shelf.title)")
      List(["Sencha", "Assam"], id: \.self) { Text("Tea " + $0) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .searchable(text: $query)
    .searchScopes($shelf) {
      ForEach(PotShelf.allCases, id: \.self) { Text($0.title).tag($0) }
    }
  }
}

/// The hint line with a search field's scope bar focused says what its keys do, as it does for
/// an open pop-up menu.
@MainActor
@Suite struct SearchScopeBarHintTests {
  @Test func theFocusedScopeBarHintsItsKeys() throws {
    let host = TestHost(app: PotShelfApp.self, columns: 100, rows: 12)
    try host.play("cmd+f tab")
    #expect(host.text.contains("Green"))
    let hints = try #require(host.lines.last)
    #expect(hints.contains("←→ Scope"))
    #expect(hints.contains("↑ Search Field"))
    #expect(hints.contains("↓ Results"))
  }

  @Test func theFieldItselfDoesNotHintTheBarsKeys() throws {
    let host = TestHost(app: PotShelfApp.self, columns: 100, rows: 12)
    try host.play("cmd+f")
    let hints = try #require(host.lines.last)
    #expect(!hints.contains("Scope"))
  }
}
