import KeystrokeTesting
import Testing

@testable import Keystroke

private final class ResultsModel: ObservableObject {
  @Published var query = ""
  @Published var tab = 0
  @Published var picked: String?
}

/// A search tab whose results are a list with a selection, reached with ⌘2.
private struct SearchTabWithResults: View {
  @StateObject private var model = ResultsModel()

  var body: some View {
    TabView(selection: $model.tab) {
      Tab("Home", systemImage: "house", value: 0) { Text("Home screen") }
      Tab(value: 1, role: .search) {
        VStack(alignment: .leading) {
          Text("Query '\(model.query)' picked \(model.picked ?? "none")")
          List(["Ramen", "Udon", "Soba"], id: \.self, selection: $model.picked) { Text($0) }
        }
      }
    }
    .tabViewKeyboardShortcuts()
    .searchable(text: $model.query, prompt: "Find noodles")
  }
}

/// The search field a tab view places heads its search tab in the Tab order too: a switch
/// to the tab focuses the field, not the list of results under it.
@MainActor
@Suite struct TabSearchFieldFirstTests {
  @Test(arguments: [80, 140])
  func switchingToTheSearchTabFocusesTheFieldBeforeTheResults(columns: Int) throws {
    let host = TestHost(SearchTabWithResults(), columns: columns, rows: 12)
    try host.play("cmd+2 \"so\"")
    #expect(host.row(containing: "Query 'so' picked none") != nil)
    // ↓ leaves the field for the list, whose first row it selects; Shift+Tab goes back.
    try host.play("down")
    #expect(host.row(containing: "picked Ramen") != nil)
    try host.play("shift+tab \"ba\"")
    #expect(host.row(containing: "Query 'soba' picked Ramen") != nil)
  }
}
