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
