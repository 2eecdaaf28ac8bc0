import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct Person: Identifiable, Hashable {
  let id: Int
  var name: String
  var city: String
  var age: Int
}

private let people = [
  Person(id: 1, name: "Grace", city: "Arlington", age: 85),
  Person(id: 2, name: "Ada", city: "London", age: 36),
  Person(id: 3, name: "Linus", city: "Helsinki", age: 54),
]

/// A sortable table with single selection, sorted by the app on `onChange(of: sortOrder)`.
private struct PeopleTable: View {
  @State var rows: [Person]
  @State private var sortOrder = [KeyPathComparator(\Person.name)]
  @State private var selection: Person.ID?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Table(rows, selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Name", value: \.name)
        TableColumn("City", value: \.city).width(min: 6, max: 12)
        TableColumn("Age", sortUsing: KeyPathComparator(\Person.age)) { person in
          Text("\(person.age)")
        }
        TableColumn("Note") { person in Text(person.age > 50 ? "senior" : "") }
      }
      .onChange(of: sortOrder, initial: true) { rows.sort(using: sortOrder) }
      Text("Selected: \(selection.map(String.init) ?? "none")")
    }
  }
}

/// A plain table with multiple selection.
private struct PickedTable: View {
  let rows: [Person]
  @Binding var picked: Set<Person.ID>

  var body: some View {
    Table(rows, selection: $picked) {
      TableColumn("Name", value: \.name)
      TableColumn("City", value: \.city)
    }
  }
}

/// Hosts a view and draws it once more, so changes made by `onChange(initial:)` are shown.
@MainActor
private func hosted(_ view: some View, columns: Int, rows: Int) -> TestHost {
  let host = TestHost(view, columns: columns, rows: rows)
  host.host.update(force: true)
  return host
}

@MainActor
@Suite struct TableTests {
  @Test(arguments: [80, 140])
  func drawsABoldHeaderARuleAndAlignedColumns(columns: Int) throws {
    let host = hosted(PeopleTable(rows: people), columns: columns, rows: 8)
    let header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("Name ▲"))
    #expect(host.style(column: 0, row: header).attributes.contains(.bold))
    #expect(host.lines[header + 1].hasPrefix("────"))
    let ada = host.lines[header + 2]
    let grace = host.lines[header + 3]
    #expect(ada.hasPrefix("Ada "))
    #expect(grace.hasPrefix("Grace "))
    // Columns line up.
    #expect(
      ada.firstRange(of: "London")?.lowerBound.utf16Offset(in: ada)
        == grace.firstRange(of: "Arlington")?.lowerBound.utf16Offset(in: grace))
    #expect(
      host.lines[header].firstRange(of: "City")?.lowerBound.utf16Offset(in: host.lines[header])
        == ada.firstRange(of: "London")?.lowerBound.utf16Offset(in: ada))
  }

  @Test(arguments: [80, 140])
  func sortKeysWriteTheSortOrderAndTheAppSorts(columns: Int) throws {
    let host = hosted(PeopleTable(rows: people), columns: columns, rows: 8)
    try host.play("\">\"")
    var header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("City ▲"))
    #expect(host.lines[header + 2].contains("Arlington"))
    try host.play("r")
    header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("City ▼"))
    #expect(host.lines[header + 2].contains("London"))
    try host.play("\">\" \">\"")
    // The last sortable column is Age; Note does not sort, so `>` wraps to Name.
    header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("Name ▲"))
    try host.play("\"<\"")
    header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("Age ▲"))
    #expect(host.lines[header + 2].hasPrefix("Ada"))
  }

  @Test func arrowsAndPageKeysMoveTheSelection() throws {
    let host = hosted(PeopleTable(rows: people), columns: 80, rows: 8)
    try host.play("down")
    #expect(host.text.contains("Selected: 2"))
    let row = try #require(host.row(containing: "Ada"))
    #expect(host.style(column: 0, row: row).attributes.contains(.reverse))
    try host.play("end")
    #expect(host.text.contains("Selected: 3"))
    try host.play("home down")
    #expect(host.text.contains("Selected: 1"))
    try host.play("pageup")
    #expect(host.text.contains("Selected: 2"))
  }

  @Test func multipleSelectionTogglesWithSpace() throws {
    var picked: Set<Int> = []
    let binding = Binding(get: { picked }, set: { picked = $0 })
    let host = hosted(PickedTable(rows: people, picked: binding), columns: 80, rows: 8)
    try host.play("down space down down space")
    #expect(picked == [1, 3])
    #expect(host.lines.contains { $0.hasPrefix("▸ Linus") })
    #expect(host.lines[0].hasPrefix("  Name"))
  }

  @Test func narrowColumnsTruncateWithAnEllipsis() {
    let long = [
      Person(id: 1, name: "Bartholomew Featherstonehaugh", city: "Llanfairpwllgwyngyll", age: 1)
    ]
    let host = hosted(PeopleTable(rows: long), columns: 30, rows: 6)
    #expect(host.text.contains("…"))
    #expect(host.lines.allSatisfy { $0.count <= 30 })
  }

  @Test(arguments: [80, 140])
  func emptyDataShowsTheHeaderOnly(columns: Int) throws {
    let host = hosted(PeopleTable(rows: []), columns: columns, rows: 6)
    let header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("City"))
    #expect(host.text.contains("Selected: none"))
    try host.play("down")
    #expect(host.text.contains("Selected: none"))
  }

  @Test(arguments: [80, 140])
  func wideTextKeepsColumnsAligned(columns: Int) throws {
    let rows = [
      Person(id: 1, name: "東京太郎", city: "東京", age: 30),
      Person(id: 2, name: "Bo", city: "Oslo", age: 40),
    ]
    let host = hosted(PeopleTable(rows: rows), columns: columns, rows: 8)
    let header = try #require(host.row(containing: "Name"))
    let bo = host.lines[header + 2]
    let taro = host.lines[header + 3]
    #expect(bo.hasPrefix("Bo "))
    #expect(taro.hasPrefix("東京太郎"))
    // 東京太郎 is 8 columns wide: in characters it is 4, so the city starts 4 characters earlier.
    let osloOffset = bo.distance(
      from: bo.startIndex, to: try #require(bo.firstRange(of: "Oslo")).lowerBound)
    let tokyoOffset = taro.distance(
      from: taro.startIndex, to: try #require(taro.firstRange(of: "東京 ")).lowerBound)
    #expect(osloOffset == tokyoOffset + 4)
  }
}
