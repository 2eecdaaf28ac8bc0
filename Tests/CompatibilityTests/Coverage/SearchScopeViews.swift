import Keystroke

// Search scopes as a music library offers them: a scope bar narrowing the search to songs,
// albums or artists, and one shown only once typing begins.

/// What the library search looks through.
enum LibraryScope: String, CaseIterable, Identifiable {
  case songs = "Songs"
  case albums = "Albums"
  case artists = "Artists"

  var id: Self { self }
}

/// Library entries filtered by a search field and the scope chosen beside it.
struct LibrarySearch: View {
  @State private var query = ""
  @State private var scope = LibraryScope.songs
  let entries: [LibraryScope: [String]] = [
    .songs: ["Blue in Green", "So What", "Naima"],
    .albums: ["Kind of Blue", "Giant Steps"],
    .artists: ["Miles Davis", "John Coltrane"],
  ]

  var shown: [String] {
    let all = entries[scope] ?? []
    return query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(shown, id: \.self) { Text($0) }
        .navigationTitle("Library")
    }
    .searchable(text: $query, prompt: "Search library")
    // compat: .searchScopes
    .searchScopes($scope) {
      ForEach(LibraryScope.allCases) { scope in
        Text(scope.rawValue)
      }
    }
  }
}

/// The same search with its scopes shown once typing begins.
struct TypedLibrarySearch: View {
  @State private var query = ""
  @State private var scope = LibraryScope.albums

  var body: some View {
    List(["Kind of Blue", "Giant Steps"], id: \.self) { Text($0) }
      .searchable(text: $query)
      // compat: SearchScopeActivation
      .searchScopes($scope, activation: .onTextEntry) {
        Text("Songs").tag(LibraryScope.songs)
        Text("Albums").tag(LibraryScope.albums)
        Text("Artists").tag(LibraryScope.artists)
      }
  }
}
