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
    .searchable(text: $kitchen.searchQuery, prompt: "Search dishes")
    .searchSuggestions {
      ForEach(kitchen.cuisineSuggestions, id: \.self) { name in
        Label(name, systemImage: "fork.knife").searchCompletion(name)
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

/// Every cuisine's dishes matching the search field the tab view puts above this tab (⌘F
/// reaches it from any tab), in a list that scrolls when they do not all fit (↓ from the
/// field reaches it).
struct SearchScreen: View {
  @EnvironmentObject private var kitchen: Kitchen
  @State private var selection: String?

  var body: some View {
    VStack(alignment: .leading) {
      let matches = kitchen.dishes(matching: kitchen.searchQuery)
      Text(Self.count(of: matches))
      List(matches, id: \.self, selection: $selection) { dish in
        Text("· " + dish)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  /// "No dishes match", "1 dish", "4 dishes".
  static func count(of matches: [String]) -> String {
    switch matches.count {
    case 0: "No dishes match"
    case 1: "1 dish"
    default: "\(matches.count) dishes"
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
