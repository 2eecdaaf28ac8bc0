import Keystroke

// A podcast app written for iOS 18 and macOS 15: a tab view that turns into a sidebar, with a
// search tab and a section of tabs the user may customise, a stack whose path is saved for
// the scene through its Codable representation, a carousel of cards snapping into place, and
// a playlist renamed from its title menu.

/// A show in the library.
struct PodcastShow: Identifiable, Hashable, Codable {
  var id: Int
  var title: String
  var summary: String
  var episodes: Int
  var isFollowed = false
}

/// The tabs of the app.
enum PodcastTab: String, Hashable {
  case listenNow, browse, library, downloads, search
}

/// The root: an adaptable tab view with a customisable section.
struct PodcastRoot: View {
  @State private var tab: PodcastTab = .listenNow
  @AppStorage("podcast.tabs") private var customization: TabViewCustomization

  var body: some View {
    TabView(selection: $tab) {
      Tab("Listen Now", systemImage: "play.circle", value: .listenNow) {
        PodcastListenNow()
      }
      .customizationID("podcast.listenNow")
      Tab("Browse", systemImage: "square.grid.2x2", value: .browse) {
        PodcastBrowse()
      }
      .customizationID("podcast.browse")
      TabSection("Collection") {
        Tab("Library", systemImage: "books.vertical", value: PodcastTab.library) {
          PodcastLibrary()
        }
        .customizationID("podcast.library")
        Tab("Downloads", systemImage: "arrow.down.circle", value: PodcastTab.downloads) {
          Text("Nothing downloaded")
        }
        .customizationID("podcast.downloads")
        .badge(2)
      }
      .customizationID("podcast.collection")
      Tab(value: .search, role: .search) {
        PodcastSearch()
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewCustomization($customization)
  }
}

/// Listen Now: a paged carousel and a greeting in Markdown.
struct PodcastListenNow: View {
  @State private var shows = PodcastShow.samples
  @State private var loading = true
  @State private var playCount = 0

  private var newEpisodes: AttributedString {
    var summary = AttributedString("New from ")
    summary.append(AttributedString(shows.map(\.title).joined(separator: ", ")))
    return summary
  }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text("Welcome back, **listener**. _New_ episodes wait.")
        // compat: Text(AttributedString)
        Text(newEpisodes)
        Text("Played \(playCount) episodes today")
          .contentTransition(.numericText(value: Double(playCount)))
          .monospacedDigit()
        ScrollView(.horizontal) {
          LazyHStack(spacing: 1) {
            ForEach(shows) { show in
              PodcastCard(show: show) { playCount += 1 }
                .containerRelativeFrame(.horizontal, count: 2, spacing: 1)
            }
          }
          .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .redacted(reason: loading ? .placeholder : [])
      }
    }
    .fontDesign(.rounded)
    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    .sensoryFeedback(.success, trigger: playCount)
    .task { loading = false }
  }
}

/// A card of the carousel.
struct PodcastCard: View {
  let show: PodcastShow
  let play: () -> Void
  @State private var bounces = 0

  var body: some View {
    VStack(alignment: .leading) {
      Label(show.title, systemImage: "waveform")
        .labelStyle(.titleOnly)
        .font(.headline)
      Text(show.summary)
        .lineLimit(2)
      HStack {
        Text(show.episodes, format: .number)
        Button {
          bounces += 1
          play()
        } label: {
          Image(systemName: "play.fill")
            .symbolEffect(.bounce, value: bounces)
        }
        ShareLink(item: "Listen to \(show.title)", subject: Text(show.title))
      }
    }
    .padding(1)
    .background(.quaternary, in: RoundedRectangle(cornerRadius: 1))
  }
}

/// Browse: a stack whose path is saved for the scene and restored from its Codable form.
struct PodcastBrowse: View {
  @State private var path = NavigationPath()
  @SceneStorage("podcast.browsePath") private var savedPath: Data?
  @State private var preview: PodcastShow?

  var body: some View {
    NavigationStack(path: $path) {
      List(PodcastShow.samples) { show in
        HStack {
          NavigationLink(show.title, value: show)
          Spacer()
          Button("Preview") { preview = show }
        }
      }
      .navigationTitle("Browse")
      .navigationDestination(for: PodcastShow.self) { show in
        PodcastDetail(show: show)
      }
      .navigationDestination(item: $preview) { show in
        Text(show.summary)
      }
    }
    .onAppear(perform: restore)
    .onChange(of: path) { save() }
  }

  private func save() {
    // compat: NavigationPath.codable
    guard let codable = path.codable else { return }
    savedPath = try? JSONEncoder().encode(codable)
  }

  private func restore() {
    guard let savedPath,
      let codable = try? JSONDecoder().decode(
        NavigationPath.CodableRepresentation.self, from: savedPath)
    else { return }
    path = NavigationPath(codable)
  }
}

/// A show's page.
struct PodcastDetail: View {
  let show: PodcastShow

  var body: some View {
    VStack(alignment: .leading) {
      Text(show.title).font(.title)
      Text(
        "\(show.episodes) episodes, last updated \(Date.now, format: .relative(presentation: .named))"
      )
    }
    .navigationTitle(show.title)
  }
}

/// The library: a playlist renamed from its title menu, shows added by pasting or importing.
struct PodcastLibrary: View {
  @State private var playlistName = "Commute"
  @State private var feeds: [String] = []
  @State private var importing = false
  @FocusState private var nameFocused: Bool

  var body: some View {
    NavigationStack {
      List {
        Section {
          TextField("Playlist", text: $playlistName)
            .focused($nameFocused)
            .contextMenu {
              // compat: RenameButton
              RenameButton()
            }
        }
        Section("Now Playing") {
          // compat: RenameButton
          Button(playlistName) {}
            .contextMenu { RenameButton() }
        }
        Section("Feeds") {
          ForEach(feeds, id: \.self) { Text($0) }
        }
      }
      // compat: .renameAction
      .renameAction($nameFocused)
      .navigationTitle($playlistName)
      // compat: .toolbarTitleMenu
      .toolbarTitleMenu {
        RenameButton()
        Button("Clear Feeds", role: .destructive) { feeds.removeAll() }
      }
      .toolbar {
        PasteButton(payloadType: String.self) { strings in
          feeds.append(contentsOf: strings)
        }
        Button("Import", systemImage: "square.and.arrow.down") { importing = true }
      }
      .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
        if case .success(let url) = result { feeds.append(url.lastPathComponent) }
      }
    }
  }
}

/// The search tab.
struct PodcastSearch: View {
  @State private var query = ""

  private var matches: [PodcastShow] {
    PodcastShow.samples.filter { query.isEmpty || $0.title.localizedStandardContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(matches) { show in
        Text(show.title)
      }
      .overlay {
        if matches.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
      .navigationTitle("Search")
    }
    .searchable(text: $query, prompt: "Shows and episodes")
  }
}

extension PodcastShow {
  static let samples = [
    PodcastShow(id: 1, title: "Swift Over Coffee", summary: "News and chat.", episodes: 120),
    PodcastShow(id: 2, title: "Terminal Tales", summary: "Stories from the shell.", episodes: 42),
    PodcastShow(id: 3, title: "Layout Lab", summary: "Stacks, grids and frames.", episodes: 18),
  ]
}
