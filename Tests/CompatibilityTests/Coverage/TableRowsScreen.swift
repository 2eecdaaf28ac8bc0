import Keystroke

// A table listed row by row, with number and date columns and a context menu for the selected
// rows, as SwiftUI's documentation writes them.

/// One row: a city with a population and a founding date.
struct CityRecord: Identifiable {
  let id: Int
  var name: String
  var population: Int
  var founded: Date
}

/// The cities, sortable by every column, with a menu for the selection.
struct CityTable: View {
  @State private var cities = [
    CityRecord(id: 1, name: "Lisbon", population: 545_000, founded: Date(timeIntervalSince1970: 0)),
    CityRecord(
      id: 2, name: "Kyoto", population: 1_460_000, founded: Date(timeIntervalSince1970: 1)),
  ]
  @State private var selection = Set<CityRecord.ID>()
  @State private var order = [KeyPathComparator(\CityRecord.population, order: .reverse)]
  @State private var opened: Set<CityRecord.ID> = []

  var body: some View {
    // compat: Table(of:selection:sortOrder:columns:rows:)
    Table(of: CityRecord.self, selection: $selection, sortOrder: $order) {
      TableColumn("City", value: \.name)
      // compat: TableColumn(_:value:content:) with a non-String value
      TableColumn("Population", value: \.population) { city in
        Text("\(city.population)")
      }
      TableColumn("Founded", value: \.founded) { city in
        Text(city.founded.formatted(date: .numeric, time: .omitted))
      }
      TableColumn("Note") { _ in Text("—") }
    } rows: {
      // compat: TableRow
      ForEach(cities) { city in
        TableRow(city)
      }
    }
    .onChange(of: order) { cities.sort(using: order) }
    // compat: .contextMenu(forSelectionType:menu:primaryAction:)
    .contextMenu(forSelectionType: CityRecord.ID.self) { ids in
      Button("Open \(ids.count) Cities") { opened = ids }
      Button("Forget", role: .destructive) {
        cities.removeAll { ids.contains($0.id) }
      }
      .disabled(ids.isEmpty)
    } primaryAction: { ids in
      opened = ids
    }
  }
}

/// A contact whose nickname and rank may be missing.
struct ContactRecord: Identifiable {
  let id: Int
  var name: String
  var nickname: String?
  var rank: Double?
}

/// Contacts sorted by optional values and by a custom comparator.
struct ContactTable: View {
  let contacts: [ContactRecord]
  @State private var order = [KeyPathComparator(\ContactRecord.name)]

  var body: some View {
    Table(contacts, sortOrder: $order) {
      // compat: TableColumn(_:value:comparator:content:)
      TableColumn("Name", value: \.name, comparator: .localizedStandard) { Text($0.name) }
      // compat: TableColumn(_:value:content:) with an optional value
      TableColumn("Nickname", value: \.nickname) { Text($0.nickname ?? "–") }
      TableColumn("Rank", value: \.rank) { contact in
        Text(contact.rank.map { "\($0)" } ?? "–")
      }
    }
  }
}

/// A main-actor model, as Observation-based apps write them.
@MainActor @Observable final class StockItem: Identifiable {
  let id: Int
  var name: String
  var quantity: Int

  init(id: Int, name: String, quantity: Int) {
    self.id = id
    self.name = name
    self.quantity = quantity
  }
}

/// Columns of a main-actor model: its key paths are not `Sendable` in Swift 6.
struct StockTable: View {
  let items: [StockItem]
  @State private var order: [KeyPathComparator<StockItem>] = []

  var body: some View {
    Table(items, sortOrder: $order) {
      // compat: TableColumn(_:value:) on a main-actor row type
      TableColumn("Item", value: \.name)
      TableColumn("Quantity", value: \.quantity) { Text("\($0.quantity)") }
    }
  }
}
