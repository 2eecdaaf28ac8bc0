import Keystroke

// A context menu with a preview, in the shape a photo or document browser writes it: the menu's
// actions, and a larger look at the item beside them.

/// One picture of the album.
struct AlbumPicture: Identifiable {
  let id: Int
  var title: String
  var isFavorite = false
}

/// An album listing its pictures; each has a context menu with a preview.
struct Album: View {
  @State private var pictures = [
    AlbumPicture(id: 1, title: "Lighthouse"), AlbumPicture(id: 2, title: "Market street"),
  ]

  var body: some View {
    List {
      ForEach($pictures) { $picture in
        Label(picture.title, systemImage: picture.isFavorite ? "heart.fill" : "photo")
          // compat: .contextMenu(menuItems:preview:)
          .contextMenu {
            Button(picture.isFavorite ? "Unfavorite" : "Favorite") {
              picture.isFavorite.toggle()
            }
            Button("Delete", role: .destructive) {
              let id = picture.id
              pictures.removeAll { $0.id == id }
            }
          } preview: {
            VStack(alignment: .leading) {
              Text(picture.title).font(.headline)
              Text("Picture \(picture.id) of \(pictures.count)")
                .foregroundStyle(.secondary)
            }
            .padding()
          }
      }
    }
  }
}
