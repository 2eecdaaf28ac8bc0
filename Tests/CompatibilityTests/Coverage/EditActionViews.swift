import Keystroke

// Lists that edit their bound collection themselves, as a packing list and a playlist would.

/// Something to pack.
struct PackingItem: Identifiable, Hashable {
  let id: Int
  var name: String
}

/// A packing list whose items the user deletes and reorders, with no onDelete/onMove code.
struct PackingList: View {
  @State var items = [
    PackingItem(id: 1, name: "Passport"),
    PackingItem(id: 2, name: "Charger"),
    PackingItem(id: 3, name: "Toothbrush"),
    PackingItem(id: 4, name: "Umbrella"),
  ]

  var body: some View {
    // compat: EditActions
    List($items, editActions: .all) { $item in
      Text(item.name)
    }
  }
}

/// A playlist that can only be reordered, selecting one song at a time.
struct Playlist: View {
  @State var songs = ["Intro", "Overture", "Finale"]
  @State private var playing: String?

  var body: some View {
    List($songs, id: \.self, editActions: .move, selection: $playing) { $song in
      Text(song)
    }
  }
}

/// Several lists of chores under section headers, each editable through its own `ForEach`.
struct HouseholdChores: View {
  @State var today = [PackingItem(id: 1, name: "Dishes"), PackingItem(id: 2, name: "Laundry")]
  @State var later = [PackingItem(id: 3, name: "Gutters")]
  @State private var chosen: Set<Int> = []

  var body: some View {
    List(selection: $chosen) {
      Section("Today") {
        ForEach($today, editActions: .delete) { $chore in
          Text(chore.name)
        }
      }
      Section("Later") {
        ForEach($later, id: \.id, editActions: .all) { $chore in
          Text(chore.name)
        }
      }
    }
  }
}
