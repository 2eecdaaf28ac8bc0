import Foundation
import Keystroke
import KeystrokeTesting
import Testing

/// A planet, for a table listed row by row.
private struct Planet: Identifiable {
  let id: Int
  var name: String
  var moons: Int?
}

/// A table of rows with a selection menu whose actions write what they were given.
private struct PlanetTable: View {
  @State private var selection: Planet.ID? = 1
  @State private var order = [KeyPathComparator(\Planet.name)]
  @State private var said = "nothing"
  let planets = [
    Planet(id: 1, name: "Venus", moons: nil),
    Planet(id: 2, name: "Earth", moons: 1),
    Planet(id: 3, name: "Mars", moons: 2),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Said: " + said)
      Table(of: Planet.self, selection: $selection, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Moons", value: \.moons) { Text($0.moons.map { "\($0)" } ?? "–") }
      } rows: {
        ForEach(planets.sorted(using: order)) { TableRow($0) }
      }
      .contextMenu(forSelectionType: Planet.ID.self) { ids in
        Button("Describe") { said = "menu \(ids.sorted())" }
      } primaryAction: { ids in
        said = "open \(ids.sorted())"
      }
    }
  }
}

/// `Table(of:rows:)` with `TableRow`, optional sort values, and a selection context menu.
@MainActor
struct TableBehaviourTests {
  @Test(arguments: [80, 140])
  func rowsSortAndTheSelectionMenuActsOnTheSelection(columns: Int) throws {
    let host = TestHost(
      PlanetTable().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: columns, rows: 10)
    #expect(host.lines[1].hasPrefix("Name ▲"))
    #expect(host.lines[3].hasPrefix("Earth"))
    #expect(host.lines[5].hasPrefix("Venus"))
    // Return runs the primary action on the selection (Venus, id 1).
    try host.play("enter")
    #expect(host.lines[0] == "Said: open [1]")
    // ↑ selects Mars; Shift+F10 opens the menu made from that selection.
    try host.play("up shift+f10")
    #expect(host.text.contains("Describe"))
    try host.play("enter")
    #expect(host.lines[0] == "Said: menu [3]")
    // `>` sorts by moons, an optional value: Venus (none) first.
    try host.play(">")
    #expect(host.lines[1].contains("Moons ▲"))
    #expect(host.lines[3].hasPrefix("Venus"))
    #expect(host.lines[5].hasPrefix("Mars"))
  }
}
