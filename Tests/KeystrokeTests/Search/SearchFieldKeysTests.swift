import KeystrokeTesting
import Testing

@testable import Keystroke

/// A searchable list of names, the shape of a "filter then pick" screen.
private struct SearchableNames: View {
  @State private var query = ""
  @State private var selection: String?
  private let names = ["Ada", "Grace", "Linus", "Margaret"]

  var body: some View {
    VStack(alignment: .leading) {
      Text("Query: [\(query)] Picked: \(selection ?? "none")")
      List(
        names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self,
        selection: $selection
      ) { Text($0) }
    }
    .searchable(text: $query)
  }
}

@MainActor
@Suite struct SearchFieldKeysTests {
  @Test(arguments: [80, 140])
  func escapeClearsTheQueryAndKeepsTheField(columns: Int) throws {
    let host = TestHost(SearchableNames(), columns: columns, rows: 12)
    try host.play("cmd+f \"ra\"")
    #expect(host.row(containing: "Query: [ra]") != nil)
    #expect(host.row(containing: "Ada") == nil)
    try host.play("esc")
    #expect(host.row(containing: "Query: []") != nil)
    #expect(host.row(containing: "Ada") != nil)
    // Still in the field: typing goes on filtering.
    try host.play("\"li\"")
    #expect(host.row(containing: "Query: [li]") != nil)
  }

  @Test(arguments: [80, 140])
  func aSecondEscapeLeavesTheFieldForTheResults(columns: Int) throws {
    let host = TestHost(SearchableNames(), columns: columns, rows: 12)
    try host.play("cmd+f \"a\" esc esc down")
    #expect(host.row(containing: "Picked: Ada") != nil)
    try host.play("\"x\"")
    #expect(host.row(containing: "Query: []") != nil)
  }

  /// One ↓ from the field lands on the first result: the list shows a highlighted row at
  /// once, rather than taking focus with nothing chosen.
  @Test(arguments: [80, 140])
  func oneDownFromTheFieldSelectsTheFirstResult(columns: Int) throws {
    let host = TestHost(SearchableNames(), columns: columns, rows: 12)
    try host.play("cmd+f \"r\" down")
    #expect(host.row(containing: "Query: [r] Picked: Grace") != nil)
    try host.play("down")
    #expect(host.row(containing: "Query: [r] Picked: Margaret") != nil)
  }

  /// A row already selected stays selected when ↓ moves into the list.
  @Test func downIntoAListWithASelectionKeepsIt() throws {
    let host = TestHost(SearchableNames(), columns: 80, rows: 12)
    try host.play("cmd+f down down down")
    #expect(host.row(containing: "Picked: Linus") != nil)
    try host.play("cmd+f down")
    #expect(host.row(containing: "Picked: Linus") != nil)
  }

  @Test(arguments: [80, 140])
  func downMovesFromTheFieldIntoTheResults(columns: Int) throws {
    let host = TestHost(SearchableNames(), columns: columns, rows: 12)
    try host.play("cmd+f \"r\" down down down")
    #expect(host.row(containing: "Query: [r] Picked: Margaret") != nil)
  }
}
