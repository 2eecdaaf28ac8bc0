import KeystrokeTesting
import Testing

@testable import Keystroke

/// Typing while a search suggestion has focus goes on in the search field.
@MainActor
@Suite struct SearchSuggestionTypingTests {
  /// Teas filtered by the query, with kinds suggested by its first letters.
  private struct TeaShelf: View {
    @State private var query = ""

    var body: some View {
      let kinds = ["green", "genmaicha", "black"].filter {
        query.isEmpty || ($0.hasPrefix(query.lowercased()) && $0 != query.lowercased())
      }
      List(["Sencha", "Assam", "Oolong"], id: \.self) { Text($0) }
        .searchable(text: $query)
        .searchSuggestions {
          ForEach(kinds, id: \.self) { kind in
            Text("Kind: \(kind)").searchCompletion(kind)
          }
        }
    }
  }

  private func focusedElement(_ host: TestHost) -> Element? {
    host.host.interactions.focusTargets.first { $0.id == host.host.focusedNodeID }?.element
  }

  private func field(_ host: TestHost) -> TextFieldElement? {
    host.host.rootElement?.first(TextFieldElement.self)
  }

  @Test func typingOnASuggestionGoesOnInTheField() throws {
    let host = TestHost(TeaShelf(), columns: 40, rows: 12)
    try host.play("\"g\" down")
    #expect(focusedElement(host) is ButtonElement)
    try host.play("\"e\"")
    #expect(field(host)?.text == "ge")
    #expect(focusedElement(host) is TextFieldElement)
    // The next key edits the field, at its end.
    try host.play("\"n\"")
    #expect(field(host)?.text == "gen")
    #expect(host.text.contains("Kind: genmaicha"))
    #expect(!host.text.contains("Kind: green"))
  }

  @Test func typingOnASuggestionDropsTheFieldsSelection() throws {
    let host = TestHost(TeaShelf(), columns: 40, rows: 12)
    // "e" selected in the field, then ↓ to a suggestion: "n" and "m" go on from the end.
    try host.play("\"ge\" shift+left down \"n\" \"m\"")
    #expect(field(host)?.text == "genm")
  }

  @Test func backspaceOnASuggestionTakesTheQuerysLastCharacterOff() throws {
    let host = TestHost(TeaShelf(), columns: 40, rows: 12)
    try host.play("\"ge\" down backspace")
    #expect(field(host)?.text == "g")
    #expect(focusedElement(host) is TextFieldElement)
  }

  @Test func theArrowsMoveThroughTheSuggestions() throws {
    let host = TestHost(TeaShelf(), columns: 40, rows: 12)
    try host.play("\"g\" down down")
    #expect(host.host.focusedNodeID == suggestion("genmaicha", host))
    try host.play("up")
    #expect(host.host.focusedNodeID == suggestion("green", host))
    try host.play("up")
    #expect(focusedElement(host) is TextFieldElement)
    try host.play("down down enter")
    #expect(field(host)?.text == "genmaicha")
  }

  /// The focus target of the suggestion row showing `kind`.
  private func suggestion(_ kind: String, _ host: TestHost) -> Int? {
    let row = host.row(containing: "Kind: \(kind)")
    return host.host.interactions.focusTargets.first {
      $0.element is ButtonElement && $0.element.frame.y == row
    }?.id
  }

  @Test func returnOnASuggestionStillCompletesTheField() throws {
    let host = TestHost(TeaShelf(), columns: 40, rows: 12)
    try host.play("\"g\" down enter")
    #expect(field(host)?.text == "green")
    #expect(focusedElement(host) is TextFieldElement)
  }
}
