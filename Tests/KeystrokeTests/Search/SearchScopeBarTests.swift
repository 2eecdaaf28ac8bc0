import KeystrokeTerminal
import KeystrokeTesting
import Testing

@testable import Keystroke

/// `.searchScopes`: a row of scopes beside the search field (under it when narrow) while
/// searching, reached with Tab and changed with ←/→, its binding filtering the results.
@MainActor
@Suite struct SearchScopeBarTests {
  /// Where a tea is looked for.
  enum Shelf: Hashable, CaseIterable {
    case all, green, black

    var title: String {
      switch self {
      case .all: "All"
      case .green: "Green"
      case .black: "Black"
      }
    }
  }

  /// Teas filtered by the query and the scope, with kinds suggested when `suggests`.
  private struct TeaCaddy: View {
    var activation = SearchScopeActivation.automatic
    var suggests = false
    @State private var query = ""
    @State private var shelf = Shelf.all
    let teas: [(name: String, shelf: Shelf)] = [
      ("Sencha", .green), ("Gyokuro", .green), ("Assam", .black), ("Keemun", .black),
    ]

    var body: some View {
      let shown = teas.filter { tea in
        (shelf == .all || tea.shelf == shelf)
          && (query.isEmpty || tea.name.localizedCaseInsensitiveContains(query))
      }
      VStack(alignment: .leading, spacing: 0) {
        Text("Shelf: \(shelf.title)")
        List(shown.map(\.name), id: \.self) { Text("Tea " + $0) }
      }
      .searchable(text: $query)
      .searchSuggestions {
        if suggests {
          Text("Kind: oolong").searchCompletion("oolong")
        }
      }
      .searchScopes($shelf, activation: activation) {
        ForEach(Shelf.allCases, id: \.self) { Text($0.title).tag($0) }
      }
    }
  }

  private func focusedElement(_ host: TestHost) -> Element? {
    host.host.interactions.focusTargets.first { $0.id == host.host.focusedNodeID }?.element
  }

  private func field(_ host: TestHost) -> TextFieldElement? {
    host.host.rootElement?.first(TextFieldElement.self)
  }

  @Test func theScopesShowBesideTheFieldWhileItHasFocus() throws {
    let host = TestHost(TeaCaddy(), columns: 60, rows: 12)
    try host.play("cmd+f")
    let row = try #require(host.row(containing: "⌕"))
    #expect(host.lines[row].hasSuffix("All │ Green │ Black"))
    // The chosen scope is bold; the field keeps the rest of the line.
    let all = try #require(host.lines[row].range(of: "All")).lowerBound.utf16Offset(
      in: host.lines[row])
    #expect(host.style(column: all, row: row).attributes.contains(.bold))
    // Focus in the results with no query: the search is over, and so is the bar.
    try host.play("escape")
    #expect(!(focusedElement(host) is TextFieldElement))
    #expect(!host.text.contains("Green │"))
  }

  @Test func tabReachesTheBarAndTheArrowsChooseTheScope() throws {
    let host = TestHost(TeaCaddy(), columns: 60, rows: 12)
    try host.play("cmd+f tab right")
    #expect(host.text.contains("Shelf: Green"))
    #expect(host.text.contains("Tea Gyokuro"))
    #expect(!host.text.contains("Tea Assam"))
    // The bar keeps focus, its chosen scope reversed; End and Home go to the ends.
    let row = try #require(host.row(containing: "⌕"))
    let green = try #require(host.lines[row].range(of: "Green")).lowerBound.utf16Offset(
      in: host.lines[row])
    #expect(host.style(column: green, row: row).attributes.contains(.reverse))
    try host.play("end")
    #expect(host.text.contains("Shelf: Black"))
    try host.play("right left left left home")
    #expect(host.text.contains("Shelf: All"))
  }

  @Test func theFocusedChoiceIsReversedWithoutTheTint() throws {
    let host = TestHost(TeaCaddy(), columns: 60, rows: 12)
    // Beside the focused field the chosen scope is in the tint colour.
    try host.play("cmd+f")
    let row = try #require(host.row(containing: "⌕"))
    let all = try #require(host.lines[row].range(of: "All")).lowerBound.utf16Offset(
      in: host.lines[row])
    let tinted = host.style(column: all, row: row)
    #expect(tinted.foreground != CellStyle.plain.foreground)
    // Focused, it is reversed in the plain colours, which read on dark and light terminals
    // alike (the tint reversed put the background colour on the tint).
    try host.play("tab")
    let focused = host.style(column: all, row: row)
    #expect(focused.attributes.contains(.reverse))
    #expect(focused.foreground == CellStyle.plain.foreground)
    #expect(focused.background == CellStyle.plain.background)
  }

  @Test func typingOnTheBarGoesOnInTheField() throws {
    let host = TestHost(TeaCaddy(), columns: 60, rows: 12)
    try host.play("cmd+f \"s\" tab right \"e\"")
    #expect(field(host)?.text == "se")
    #expect(focusedElement(host) is TextFieldElement)
    #expect(host.text.contains("Tea Sencha"))
    try host.play("tab backspace")
    #expect(field(host)?.text == "s")
    try host.play("tab up")
    #expect(focusedElement(host) is TextFieldElement)
  }

  @Test func downFromTheFieldGoesPastTheBarToTheResults() throws {
    let host = TestHost(TeaCaddy(), columns: 60, rows: 12)
    try host.play("cmd+f down")
    #expect(focusedElement(host) is LazyListElement)
    // From the bar, ↓ goes on into the results too.
    try host.play("cmd+f tab down")
    #expect(focusedElement(host) is LazyListElement)
  }

  @Test func downFromTheFieldGoesPastTheBarToTheSuggestions() throws {
    let host = TestHost(TeaCaddy(suggests: true), columns: 60, rows: 12)
    try host.play("cmd+f down")
    #expect(focusedElement(host) is ButtonElement)
    // The suggestions stay while the bar has focus, between the field and them.
    try host.play("up")
    #expect(host.text.contains("Kind: oolong"))
    #expect(focusedElement(host) is FocusHighlightElement)
    try host.play("up")
    #expect(focusedElement(host) is TextFieldElement)
  }

  @Test func aNarrowTerminalPutsTheBarUnderTheField() throws {
    let host = TestHost(TeaCaddy(), columns: 36, rows: 12)
    try host.play("cmd+f")
    let row = try #require(host.row(containing: "⌕"))
    #expect(host.lines[row].hasPrefix("⌕ Search"))
    #expect(!host.lines[row].contains("Green"))
    // Lined up with the field's text.
    #expect(host.lines[row + 1].hasPrefix("  All │ Green │ Black"))
  }

  @Test func onTextEntryTheBarWaitsForTypingAndStaysUntilTheSearchEnds() throws {
    let host = TestHost(TeaCaddy(activation: .onTextEntry), columns: 60, rows: 12)
    try host.play("cmd+f")
    #expect(!host.text.contains("Green │"))
    try host.play("\"s\"")
    #expect(host.text.contains("All │ Green │ Black"))
    // Emptied, the field still has focus: the search goes on.
    try host.play("backspace")
    #expect(host.text.contains("All │ Green │ Black"))
    try host.play("escape")
    #expect(!host.text.contains("Green │"))
    try host.play("cmd+f")
    #expect(!host.text.contains("Green │"))
  }

  @Test func aClickChoosesAScope() throws {
    let host = TestHost(TeaCaddy(), columns: 60, rows: 12)
    try host.play("cmd+f")
    let row = try #require(host.row(containing: "⌕"))
    let black = try #require(host.lines[row].range(of: "Black")).lowerBound.utf16Offset(
      in: host.lines[row])
    _ = host.host.send(mouse: TerminalMouseEvent(.press(.left), column: black + 1, row: row))
    #expect(host.text.contains("Shelf: Black"))
    #expect(host.text.contains("Tea Keemun"))
  }
}
