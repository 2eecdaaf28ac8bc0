import Keystroke

// A macOS 14 / iOS 17 birding journal written the Observation way: an @Observable store handed
// down the environment, a three-column split view with an inspector, a search field that turns
// typed words into tag tokens, a sightings list that remembers its scroll position, and
// keyboard handling on a focusable tally.

/// A tag a sighting can carry; the search field shows chosen tags as tokens.
struct SightingTag: Identifiable, Hashable {
  var id: String { name }
  let name: String
}

/// One sighting in the journal.
struct Sighting: Identifiable, Hashable {
  let id: Int
  var species: String
  var count: Int
  var tags: [SightingTag]
}

/// A place the journal groups sightings under.
struct BirdingSite: Identifiable, Hashable {
  let id: String
  var sightings: [Sighting]
}

/// The journal's store.
@Observable final class BirdingJournal {
  var sites = [
    BirdingSite(
      id: "Marsh",
      sightings: [
        Sighting(id: 1, species: "Heron", count: 2, tags: [SightingTag(name: "wader")]),
        Sighting(id: 2, species: "Reed warbler", count: 5, tags: [SightingTag(name: "song")]),
      ]),
    BirdingSite(id: "Wood", sightings: []),
  ]
  var chosenSite: BirdingSite.ID?
  var chosenSighting: Sighting.ID?
  var showsInspector = false

  /// The sightings at the chosen site whose species contains `text` and that carry every tag.
  func sightings(matching text: String, tags: [SightingTag]) -> [Sighting] {
    let site = sites.first { $0.id == chosenSite }
    return (site?.sightings ?? []).filter { sighting in
      (text.isEmpty || sighting.species.localizedCaseInsensitiveContains(text))
        && tags.allSatisfy { sighting.tags.contains($0) }
    }
  }
}

/// The app's scene.
struct BirdingJournalApp: App {
  @State private var journal = BirdingJournal()

  var body: some Scene {
    WindowGroup {
      BirdingJournalRoot()
        .environment(journal)
    }
  }
}

/// The three columns: sites, the chosen site's sightings, the chosen sighting.
struct BirdingJournalRoot: View {
  @Environment(BirdingJournal.self) private var journal
  @State private var visibility = NavigationSplitViewVisibility.all

  var body: some View {
    @Bindable var journal = journal
    NavigationSplitView(columnVisibility: $visibility) {
      List(journal.sites, selection: $journal.chosenSite) { site in
        Text(site.id)
      }
      .navigationTitle("Sites")
    } content: {
      SightingsColumn()
    } detail: {
      SightingDetail()
    }
    // compat: .navigationSplitViewStyle
    .navigationSplitViewStyle(.balanced)
    .inspector(isPresented: $journal.showsInspector) {
      SightingInspector()
        .inspectorColumnWidth(min: 24, ideal: 30, max: 40)
    }
  }
}

/// The middle column: searchable sightings, scrolled by id.
struct SightingsColumn: View {
  @Environment(BirdingJournal.self) private var journal
  @State private var query = ""
  @State private var tokens: [SightingTag] = []
  @State private var scrolledID: Sighting.ID?

  private var allTags: [SightingTag] {
    [SightingTag(name: "wader"), SightingTag(name: "song"), SightingTag(name: "rare")]
  }

  var body: some View {
    @Bindable var journal = journal
    let shown = journal.sightings(matching: query, tags: tokens)
    ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(shown) { sighting in
          Button("\(sighting.species) × \(sighting.count)") {
            journal.chosenSighting = sighting.id
          }
          .id(sighting.id)
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition(id: $scrolledID, anchor: .top)
    .scrollTargetBehavior(.viewAligned)
    .contentMargins(.horizontal, 2, for: .scrollContent)
    .overlay {
      if shown.isEmpty, !query.isEmpty || !tokens.isEmpty {
        ContentUnavailableView.search(text: query)
      } else if shown.isEmpty {
        ContentUnavailableView("No Sightings", systemImage: "bird", description: Text("Log one."))
      }
    }
    // compat: .searchable(text:tokens:token:)
    .searchable(text: $query, tokens: $tokens, prompt: "Species or #tag") { token in
      Label(token.name, systemImage: "tag")
    }
    .onSubmit(of: .search) {
      if let tag = allTags.first(where: { "#" + $0.name == query }) {
        tokens.append(tag)
        query = ""
      }
    }
    .toolbar {
      Button("Inspector", systemImage: "sidebar.trailing") {
        journal.showsInspector.toggle()
      }
    }
  }
}

/// The chosen sighting, with a tally the keyboard changes.
struct SightingDetail: View {
  @Environment(BirdingJournal.self) private var journal
  @FocusState private var tallyFocused: Bool
  @State private var tally = 0
  @State private var lastKey = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tally: \(tally)")
        .focusable(interactions: .edit)
        .focused($tallyFocused)
        .onKeyPress(.upArrow) {
          tally += 1
          return .handled
        }
        .onKeyPress(keys: [.downArrow, .delete]) { press in
          tally = max(0, tally - (press.key == .delete ? tally : 1))
          return .handled
        }
        .onKeyPress(characters: .decimalDigits, phases: .down) { press in
          tally = tally * 10 + (Int(press.characters) ?? 0)
          return .handled
        }
        .onKeyPress(phases: .up) { press in
          lastKey = press.characters
          return .ignored
        }
      Text("Last released: \(lastKey)")
    }
    .defaultFocus($tallyFocused, true)
  }
}

/// The inspector: the chosen sighting's fields, edited through the store.
struct SightingInspector: View {
  @Environment(BirdingJournal.self) private var journal

  var body: some View {
    Form {
      LabeledContent("Site", value: journal.chosenSite ?? "None")
      LabeledContent("Sightings") {
        Text(journal.sites.map(\.sightings.count).reduce(0, +), format: .number)
      }
    }
  }
}
