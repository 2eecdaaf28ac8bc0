import KeystrokeTesting
import Testing

@testable import Keystroke

/// Which value a list row selects: its tag (`.tag(_:)` or a `NavigationLink`'s value) when the
/// tag has the selection's type, else its `ForEach` identity when that has the type, as
/// SwiftUI's tags work.
@MainActor
@Suite struct ListTagSelectionTests {
  struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  static let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Risotto")]

  /// The sidebar pattern: links carry the recipe, the selection holds a recipe, and no stack
  /// takes the links' values.
  struct LinkSidebar: View {
    @State private var selection: Recipe?
    var body: some View {
      NavigationSplitView {
        List(ListTagSelectionTests.recipes, selection: $selection) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
      } detail: {
        Text("DETAIL: \(selection?.name ?? "none")")
      }
    }
  }

  /// Rows tagged with the recipe inside a `ForEach` identified by the recipe's `Int` id.
  struct TaggedRows: View {
    @State private var selection: Recipe?
    var body: some View {
      VStack {
        List(selection: $selection) {
          ForEach(ListTagSelectionTests.recipes) { recipe in
            Text(recipe.name).tag(recipe)
          }
        }
        .frame(height: 3)
        Text("PICKED: \(selection?.name ?? "none")")
      }
    }
  }

  /// Rows tagged with a `String` while the selection holds the `Int` ids: the tag's type does
  /// not match, so the identity is the value.
  struct MismatchedTags: View {
    @State private var selection: Int?
    var body: some View {
      VStack {
        List(selection: $selection) {
          ForEach(ListTagSelectionTests.recipes) { recipe in
            Text(recipe.name).tag(recipe.name)
          }
        }
        .frame(height: 3)
        Text("PICKED: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  /// Multiple selection of tagged rows.
  struct TaggedSet: View {
    @State private var selection: Set<Recipe> = []
    var body: some View {
      VStack {
        List(selection: $selection) {
          ForEach(ListTagSelectionTests.recipes) { recipe in
            Text(recipe.name).tag(recipe)
          }
        }
        .frame(height: 3)
        Text("PICKED: \(selection.map(\.name).sorted().joined(separator: ","))")
      }
    }
  }

  @Test func aLinksValueIsItsRowsSelectionValue() throws {
    let host = TestHost(LinkSidebar(), columns: 120, rows: 6)
    #expect(host.text.contains("DETAIL: none"))
    try host.play("down")
    #expect(host.text.contains("DETAIL: Pancakes"))
    try host.play("down")
    #expect(host.text.contains("DETAIL: Risotto"))
  }

  @Test func anExplicitTagOfTheSelectionsTypeWinsOverTheIdentity() throws {
    let host = TestHost(TaggedRows(), columns: 60, rows: 6)
    try host.play("down")
    #expect(host.text.contains("PICKED: Pancakes"))
    try host.play("down")
    #expect(host.text.contains("PICKED: Risotto"))
  }

  @Test func aTagOfAnotherTypeLeavesTheIdentity() throws {
    let host = TestHost(MismatchedTags(), columns: 60, rows: 6)
    try host.play("down down")
    #expect(host.text.contains("PICKED: 2"))
  }

  @Test func multipleSelectionTakesTagsToo() throws {
    let host = TestHost(TaggedSet(), columns: 60, rows: 6)
    try host.play("down space down space")
    #expect(host.text.contains("PICKED: Pancakes,Risotto"))
  }

  @Test func theSelectedTaggedRowIsDrawnSelected() throws {
    let host = TestHost(TaggedRows(), columns: 60, rows: 6)
    try host.play("down down")
    let row = try #require(host.row(containing: "Risotto"))
    #expect(host.lines[row].contains("Risotto"))
    #expect(host.text.contains("PICKED: Risotto"))
    // Going back up reaches the first row from the tagged selection.
    try host.play("up")
    #expect(host.text.contains("PICKED: Pancakes"))
  }
}
