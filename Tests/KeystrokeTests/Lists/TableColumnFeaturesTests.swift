import Foundation
import KeystrokeTesting
import Testing

@testable import Keystroke

private struct Item: Identifiable, Hashable {
  let id: Int
  var name: String
  var price: Int
  var scores: [Int]
}

private let items = [
  Item(id: 1, name: "Apple", price: 5, scores: [1, 2]),
  Item(id: 2, name: "Melon", price: 1250, scores: [30, 4]),
]

/// One score column per round, made at run time.
private struct Round: Identifiable {
  let id: Int
}

/// A table with a trailing price, a centred tag and a column per round.
private struct PriceTable: View {
  let rounds: [Round]

  var body: some View {
    Table(items) {
      TableColumn("Name", value: \.name)
      TableColumn("Price") { item in Text("\(item.price)") }
        .width(10)
        .alignment(.numeric)
      TableColumn("Tag") { _ in Text("x") }
        .width(7)
        .alignment(.center)
      TableColumnForEach(rounds) { round in
        TableColumn("R\(round.id)") { item in
          Text(round.id < item.scores.count ? "\(item.scores[round.id])" : "-")
        }
        .width(4)
      }
    }
  }
}

/// A row type that is an `NSObject`, as SwiftUI's `SortDescriptor` columns require.
private final class Planet: NSObject, Identifiable {
  let id: Int
  let name: String
  let moons: Int
  let ringed: Bool

  init(id: Int, name: String, moons: Int, ringed: Bool) {
    self.id = id
    self.name = name
    self.moons = moons
    self.ringed = ringed
  }
}

/// A table sorted through `SortDescriptor`s, which the app applies with `sort(using:)`.
private struct PlanetTable: View {
  @State var planets = [
    Planet(id: 1, name: "Saturn", moons: 146, ringed: true),
    Planet(id: 2, name: "Earth", moons: 1, ringed: false),
    Planet(id: 3, name: "Mars", moons: 2, ringed: false),
  ]
  @State var order = [SortDescriptor(\Planet.name)]

  var body: some View {
    Table(planets, sortOrder: $order) {
      TableColumn("Name", value: \.name)
      TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }
      TableColumn("Rings", value: \.ringed) { Text($0.ringed ? "yes" : "no") }
    }
    .onChange(of: order, initial: true) { planets.sort(using: order) }
  }
}

@MainActor
private func hosted(_ view: some View, columns: Int, rows: Int) -> TestHost {
  let host = TestHost(view, columns: columns, rows: rows)
  host.host.update(force: true)
  return host
}

@MainActor
@Suite struct TableColumnFeaturesTests {
  @Test(arguments: [80, 140])
  func numericColumnsEndAtTheRightEdgeAndCentredOnesSitInTheMiddle(columns: Int) throws {
    let host = hosted(PriceTable(rounds: []), columns: columns, rows: 6)
    let header = try #require(host.row(containing: "Name"))
    let apple = host.lines[header + 2]
    let melon = host.lines[header + 3]
    let appleEnd = try #require(apple.firstRange(of: "5 ")).lowerBound
    let melonEnd = try #require(melon.firstRange(of: "1250")).upperBound
    // The last digits line up: "5" ends where "1250" ends.
    #expect(
      apple.distance(from: apple.startIndex, to: appleEnd) + 1
        == melon.distance(from: melon.startIndex, to: melonEnd))
    // The header ends there too.
    let title = host.lines[header]
    let priceEnd = try #require(title.firstRange(of: "Price")).upperBound
    #expect(
      title.distance(from: title.startIndex, to: priceEnd)
        == melon.distance(from: melon.startIndex, to: melonEnd))
    // "x" in a 7-wide column starts 3 cells in; "Tag" starts 2 cells in.
    let tagStart = try #require(title.firstRange(of: "Tag")).lowerBound
    let xStart = try #require(apple.lastIndex(of: "x"))
    #expect(
      apple.distance(from: apple.startIndex, to: xStart)
        == title.distance(from: title.startIndex, to: tagStart) + 1)
  }

  @Test(arguments: [80, 140])
  func columnForEachAddsAColumnPerElement(columns: Int) throws {
    let host = hosted(PriceTable(rounds: [Round(id: 0), Round(id: 1)]), columns: columns, rows: 6)
    let header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("R0"))
    #expect(host.lines[header].contains("R1"))
    let melon = host.lines[header + 3]
    let thirty = try #require(melon.firstRange(of: "30")).lowerBound
    let r0 = try #require(host.lines[header].firstRange(of: "R0")).lowerBound
    #expect(
      melon.distance(from: melon.startIndex, to: thirty)
        == host.lines[header].distance(from: host.lines[header].startIndex, to: r0))
    let none = hosted(PriceTable(rounds: []), columns: columns, rows: 6)
    #expect(!none.text.contains("R0"))
  }

  @Test(arguments: [80, 140])
  func sortDescriptorColumnsSortNSObjectRows(columns: Int) throws {
    let host = hosted(PlanetTable(), columns: columns, rows: 8)
    var header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("Name ▲"))
    #expect(host.lines[header + 2].hasPrefix("Earth"))
    try host.play("\">\"")
    header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("Moons ▲"))
    #expect(host.lines[header + 2].hasPrefix("Earth"))
    #expect(host.lines[header + 4].hasPrefix("Saturn"))
    try host.play("r")
    header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("Moons ▼"))
    #expect(host.lines[header + 2].hasPrefix("Saturn"))
    // The Boolean column sorts false first.
    try host.play("\">\"")
    header = try #require(host.row(containing: "Name"))
    #expect(host.lines[header].contains("Rings ▲"))
    #expect(host.lines[header + 4].hasPrefix("Saturn"))
  }

  @Test func alignmentOffsetsShareTheSpareCells() {
    #expect(TableColumnAlignment.leading.offset(of: 3, in: 10) == 0)
    #expect(TableColumnAlignment.trailing.offset(of: 3, in: 10) == 7)
    #expect(TableColumnAlignment.numeric.offset(of: 3, in: 10) == 7)
    #expect(TableColumnAlignment.center.offset(of: 3, in: 10) == 3)
    // Content wider than its column is not pushed left of it.
    #expect(TableColumnAlignment.trailing.offset(of: 12, in: 10) == 0)
    #expect(TableColumnAlignment.numeric(Locale.current.numberingSystem) == .trailing)
  }
}
