import Keystroke
import KeystrokeTesting
import Testing

/// A tag that narrows the search.
private struct BirdTag: Identifiable, Hashable {
  var id: String { name }
  let name: String
}

/// Birds searched by name and narrowed by tag tokens, added by submitting "#tag".
private struct TaggedBirdSearch: View {
  @State private var query = ""
  @State private var tags: [BirdTag] = []
  private let birds = [("Heron", "wader"), ("Wren", "song"), ("Avocet", "wader")]

  var body: some View {
    List(birds.filter { bird in tags.allSatisfy { $0.name == bird.1 } }, id: \.0) { bird in
      Text(bird.0)
    }
    .searchable(text: $query, tokens: $tags) { tag in
      Text(tag.name)
    }
    .onSubmit(of: .search) {
      if query.hasPrefix("#") {
        tags.append(BirdTag(name: String(query.dropFirst())))
        query = ""
      }
    }
  }
}

/// The same search with a × button in each token, which removes it.
private struct ClosableTagSearch: View {
  @State private var query = ""
  @State private var tags: [BirdTag] = []
  private let birds = [("Heron", "wader"), ("Wren", "song")]

  var body: some View {
    List(birds.filter { bird in tags.allSatisfy { $0.name == bird.1 } }, id: \.0) { bird in
      Text(bird.0)
    }
    .searchable(text: $query, tokens: $tags) { tag in
      HStack(spacing: 0) {
        Text(tag.name)
        Button("×") { tags.removeAll { $0 == tag } }
      }
    }
    .onSubmit(of: .search) {
      if query.hasPrefix("#") {
        tags.append(BirdTag(name: String(query.dropFirst())))
        query = ""
      }
    }
  }
}

/// `.searchable(text:tokens:token:)` shows the tokens in the field, and ⌫ removes them.
@MainActor
@Suite struct SearchTokenBehaviourTests {
  @Test func tokensShowBeforeTheTextAndBackspaceRemovesTheLast() throws {
    let host = TestHost(TaggedBirdSearch(), columns: 60, rows: 12)
    try host.play("cmd+f \"#wader\" enter")
    let field = try #require(host.row(containing: "[wader]"))
    #expect(host.lines[field].contains("⌕"))
    #expect(host.row(containing: "Wren") == nil)
    #expect(host.row(containing: "Heron") != nil)
    // ⌫ in the empty field takes the token off.
    try host.play("backspace")
    #expect(host.row(containing: "[wader]") == nil)
    #expect(host.row(containing: "Wren") != nil)
  }

  @Test func backspaceReachesTheFieldPastATokensButton() throws {
    let host = TestHost(ClosableTagSearch(), columns: 60, rows: 12)
    try host.play("cmd+f \"#wader\" enter")
    #expect(host.row(containing: "wader") != nil)
    #expect(host.row(containing: "Wren") == nil)
    try host.play("backspace")
    #expect(host.row(containing: "Wren") != nil)
  }
}
