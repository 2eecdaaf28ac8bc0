import Keystroke

/// The app's tabs, adapting between a sidebar and a tab bar.
struct KitchenTabs: View {
  @EnvironmentObject private var kitchen: Kitchen
  @AppStorage("tabs") private var customization: TabViewCustomization

  var body: some View {
    TabView(selection: $kitchen.destination) {
      Tab("Nearby", systemImage: "safari", value: .nearby) {
        ListScreen(title: "Restaurants nearby", rows: kitchen.restaurants)
      }
      .customizationID("cuisines.nearby")

      Tab("Favourites", systemImage: "heart", value: .favourites) {
        FavouritesScreen()
      }
      .badge(kitchen.favourites.count)
      .customizationID("cuisines.favourites")

      Tab("Guide", systemImage: "book", value: .guide) {
        GuidePages()
      }
      .customizationID("cuisines.guide")

      TabSection("Cuisines") {
        ForEach(kitchen.cuisines) { cuisine in
          Tab(cuisine.name, systemImage: "fork.knife", value: Destination.cuisine(cuisine.name)) {
            ListScreen(title: "\(cuisine.name) dishes", rows: cuisine.dishes)
          }
          .customizationID("cuisines.cuisine.\(cuisine.id)")
        }
      }
      .customizationID("cuisines.section")
      .defaultVisibility(.hidden, for: .tabBar)
      .sectionActions {
        Button("Invent New Cuisine") { kitchen.inventCuisine() }
      }

      Tab(value: .search, role: .search) {
        SearchScreen()
      }
      .customizationID("cuisines.search")
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewSidebarHeader {
      Text("Kitchen").bold()
    }
    .tabViewSidebarFooter {
      Text("\(kitchen.cuisines.count) cuisines").foregroundStyle(.secondary)
    }
    .tabViewSidebarBottomBar {
      Label("Guest cook", systemImage: "person.circle")
    }
    .tabViewCustomization($customization)
    .tabViewKeyboardShortcuts()
    .searchable(
      text: $kitchen.searchQuery,
      prompt: Text(verbatim: "Search " + kitchen.searchScope.noun(plural: true))
    )
    .searchSuggestions {
      ForEach(kitchen.cuisineSuggestions, id: \.self) { name in
        Label(name, systemImage: "fork.knife").searchCompletion(name)
      }
    }
    .searchScopes($kitchen.searchScope) {
      ForEach(SearchScope.allCases, id: \.self) { scope in
        Text(scope.title).tag(scope)
      }
    }
  }
}

/// A titled list of rows, scrolling under its title when they do not all fit.
struct ListScreen: View {
  let title: String
  let rows: [String]
  @State private var selection: String?

  var body: some View {
    VStack(alignment: .leading) {
      Text(title).bold()
      List(rows, id: \.self, selection: $selection) { row in
        Text("· " + row)
      }
    }
  }
}

/// The favourite dishes, in the order the cook ranks them: Delete removes the cursor's dish
/// and ⌥↑/⌥↓ move it, edits the list makes to the favourites itself.
struct FavouritesScreen: View {
  @EnvironmentObject private var kitchen: Kitchen

  var body: some View {
    VStack(alignment: .leading) {
      Text("Favourite dishes").bold()
      if kitchen.favourites.isEmpty {
        Text("No favourites left").foregroundStyle(.secondary)
      }
      List($kitchen.favourites, id: \.self, editActions: .all) { $dish in
        Text("· " + dish)
      }
    }
  }
}

/// What the search field the tab view puts above this tab holds (⌘F reaches it from any
/// tab), looked for in the scope chosen beside the field (every cuisine's dishes, the
/// favourites or the restaurants nearby), in a list that scrolls when they do not all fit (↓
/// from the field reaches it).
struct SearchScreen: View {
  @EnvironmentObject private var kitchen: Kitchen
  @State private var selection: String?

  var body: some View {
    VStack(alignment: .leading) {
      let matches = kitchen.results(matching: kitchen.searchQuery, in: kitchen.searchScope)
      Text(Self.count(of: matches, in: kitchen.searchScope))
      List(matches, id: \.self, selection: $selection) { match in
        Text("· " + match)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  /// "No dishes match", "1 dish", "4 dishes"; "2 restaurants" in that scope.
  static func count(of matches: [String], in scope: SearchScope) -> String {
    switch matches.count {
    case 0: "No \(scope.noun(plural: true)) match"
    case 1: "1 \(scope.noun(plural: false))"
    default: "\(matches.count) \(scope.noun(plural: true))"
    }
  }
}

/// A short guide, one page per step, paged with ←/→ once it has focus.
struct GuidePages: View {
  var body: some View {
    TabView {
      Text("1. Pick a cuisine from the sidebar")
      Text("2. Mark dishes you love as favourites")
      Text("3. Search every dish from the search tab")
    }
    .tabViewStyle(.page(indexDisplayMode: .always))
    .indexViewStyle(.page(backgroundDisplayMode: .interactive))
  }
}
