import KeystrokeTesting
import Testing

@testable import Keystroke

/// ↓ on the last search suggestion enters the results list as ↓ in the field does without
/// suggestions: choosing its first row, so the user sees where they are.
@MainActor
@Suite struct SearchSuggestionIntoResultsTests {
  /// Noodles with a selection, and shapes suggested by the query's first letters.
  private struct NoodleShelf: View {
    @State private var query = ""
    @State private var picked: String?

    var body: some View {
      let shapes = ["flat", "fine", "round"].filter {
        query.isEmpty || ($0.hasPrefix(query.lowercased()) && $0 != query.lowercased())
      }
      VStack(alignment: .leading) {
        Text("Picked: \(picked ?? "none")")
        List(["Udon", "Soba", "Ramen"], id: \.self, selection: $picked) { Text($0) }
      }
      .searchable(text: $query)
      .searchSuggestions {
        ForEach(shapes, id: \.self) { shape in
          Text("Shape: \(shape)").searchCompletion(shape)
        }
      }
    }
  }

  @Test func downOnTheLastSuggestionChoosesTheFirstRow() throws {
    let host = TestHost(NoodleShelf(), columns: 40, rows: 12)
    // Two suggestions for "f": ↓ ↓ reach the last, the third ↓ the list's first row.
    try host.play("\"f\" down down")
    #expect(host.row(containing: "Picked: none") != nil)
    try host.play("down")
    #expect(host.row(containing: "Picked: Udon") != nil)
    try host.play("down")
    #expect(host.row(containing: "Picked: Soba") != nil)
  }

  @Test func withNoSuggestionListedTheFieldsDownChoosesTheFirstRow() throws {
    let host = TestHost(NoodleShelf(), columns: 40, rows: 12)
    // No shape starts with "x": the field's ↓ enters the list as without suggestions.
    try host.play("\"x\" down")
    #expect(host.row(containing: "Picked: Udon") != nil)
  }

  @Test func downOnAnEarlierSuggestionMovesToTheNext() throws {
    let host = TestHost(NoodleShelf(), columns: 40, rows: 12)
    try host.play("\"f\" down down enter")
    #expect(host.row(containing: "Picked: none") != nil)
    #expect(host.text.contains("fine"))
  }
}
