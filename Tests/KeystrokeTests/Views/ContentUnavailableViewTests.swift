import KeystrokeTesting
import Testing

@testable import Keystroke

/// Empty states in the shapes Apple's documentation shows.
private struct EmptyStates: View {
  let which: Int
  @State private var query = ""
  @State private var refreshed = 0

  var body: some View {
    switch which {
    case 0:
      ContentUnavailableView(
        "No Goals", systemImage: "target", description: Text("Add one with New Goal."))
    case 1:
      ContentUnavailableView {
        Label("No Mail", systemImage: "envelope")
      } description: {
        Text("New mail appears here.")
      } actions: {
        Button("Refresh \(refreshed)") { refreshed += 1 }
      }
    case 2:
      ContentUnavailableView.search(text: "kale")
    default:
      VStack {
        if query.isEmpty { Text("Type to search") } else { ContentUnavailableView.search }
      }
      .searchable(text: $query)
    }
  }
}

@MainActor
@Suite struct ContentUnavailableViewTests {
  @Test(arguments: [80, 140])
  func glyphTitleAndDescriptionAreCentredInTheSpace(columns: Int) throws {
    let host = TestHost(EmptyStates(which: 0), columns: columns, rows: 20)
    let glyphRow = try #require(host.row(containing: "◎"))
    let titleRow = try #require(host.row(containing: "No Goals"))
    let descriptionRow = try #require(host.row(containing: "Add one with New Goal."))
    #expect(titleRow == glyphRow + 2)
    #expect(descriptionRow == titleRow + 2)
    // The block sits in the middle of the height and each line in the middle of the width.
    #expect(abs((glyphRow + descriptionRow) / 2 - 10) <= 1)
    let title = host.lines[titleRow]
    let start = title.distance(from: title.startIndex, to: title.range(of: "No Goals")!.lowerBound)
    #expect(abs(start - (columns - 8) / 2) <= 1)
    let titleColumn = start
    #expect(host.style(column: titleColumn, row: titleRow).attributes.contains(.bold))
    let description = host.lines[descriptionRow]
    let descriptionStart = description.distance(
      from: description.startIndex, to: description.firstIndex(of: "A")!)
    #expect(
      host.style(column: descriptionStart, row: descriptionRow).foreground
        == Color.secondary.terminalColor)
  }

  @Test(arguments: [80, 140])
  func actionsSitBelowAndWork(columns: Int) throws {
    let host = TestHost(EmptyStates(which: 1), columns: columns, rows: 20)
    let descriptionRow = try #require(host.row(containing: "New mail appears here."))
    let actionRow = try #require(host.row(containing: "[ Refresh 0 ]"))
    #expect(actionRow == descriptionRow + 2)
    #expect(host.text.contains("✉"))
    try host.play("enter")
    #expect(host.text.contains("[ Refresh 1 ]"))
  }

  @Test(arguments: [80, 140])
  func searchNamesTheQuery(columns: Int) throws {
    let host = TestHost(EmptyStates(which: 2), columns: columns, rows: 20)
    #expect(host.text.contains("⌕"))
    #expect(host.text.contains("No Results for “kale”"))
    #expect(host.text.contains("Check the spelling or try a new search."))
  }

  @Test func searchWithoutTextReadsTheSearchField() throws {
    let host = TestHost(EmptyStates(which: 3), columns: 80, rows: 20)
    #expect(host.text.contains("Type to search"))
    try host.play("cmd+f \"kale\"")
    #expect(host.text.contains("No Results for “kale”"))
  }

  @Test func aLongDescriptionWrapsInsideTheWidth() {
    let host = TestHost(
      ContentUnavailableView(
        "Nothing", systemImage: "tray",
        description: Text(String(repeating: "word ", count: 40))),
      columns: 40, rows: 20)
    #expect(host.lines.allSatisfy { $0.count <= 40 })
    #expect(host.lines.filter { $0.contains("word") }.count >= 4)
  }
}
