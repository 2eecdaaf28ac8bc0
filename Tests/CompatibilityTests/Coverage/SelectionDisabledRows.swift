import Keystroke

// Rows the user cannot select, in the shape SwiftUI's documentation writes them: a list of
// items whose first one (here, any archived one) stays out of the selection.

/// One item of the stationery shelf.
struct StationeryItem: Identifiable, Hashable {
  let id: Int
  var name: String
  var isArchived = false
}

/// A stationery shelf whose archived items cannot be selected, by the keys or a click.
struct StationeryShelf: View {
  @State private var items = [
    StationeryItem(id: 1, name: "Notebook", isArchived: true),
    StationeryItem(id: 2, name: "Pencils"),
    StationeryItem(id: 3, name: "Stapler"),
  ]
  @State private var selection: StationeryItem.ID?
  @State private var picked: Set<StationeryItem.ID> = []

  var body: some View {
    VStack(alignment: .leading) {
      List(selection: $selection) {
        ForEach(items) { item in
          Text(item.name)
            // compat: .selectionDisabled
            .selectionDisabled(item.isArchived)
        }
      }
      List(items, selection: $picked) { item in
        Text(item.name).selectionDisabled(item.id == items.first?.id)
      }
      List(selection: $selection) {
        Text("Everything").tag(0).selectionDisabled()
        Text("Pencils").tag(2)
      }
    }
  }
}

/// The same shelf as a table: the first item's row and every archived one stay out of the
/// selection, whether it holds one item or several.
struct StationeryTable: View {
  @Binding var items: [StationeryItem]
  @Binding var selection: Set<StationeryItem.ID>
  @State private var focused: StationeryItem.ID?

  var body: some View {
    VStack {
      Table(of: StationeryItem.self, selection: $selection) {
        TableColumn("Name", value: \.name)
        TableColumn("Archived") { item in Text(item.isArchived ? "yes" : "no") }
      } rows: {
        ForEach(items) { item in
          TableRow(item)
            // compat: TableRowContent.selectionDisabled
            .selectionDisabled(item.id == items.first?.id)
        }
      }
      Table(of: StationeryItem.self, selection: $focused) {
        TableColumn("Name", value: \.name)
      } rows: {
        Section("On the shelf") {
          ForEach(items) { item in
            TableRow(item)
              .contextMenu { Button("Archive") {} }
              .selectionDisabled(item.isArchived)
          }
        }
        TableRow(StationeryItem(id: 0, name: "Everything")).selectionDisabled()
      }
    }
  }
}
