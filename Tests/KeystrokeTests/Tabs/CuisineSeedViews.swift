import Keystroke

// The snippets of the TabView seed, as written there (only the import changed, and
// `sectionAction` spelled `sectionActions` as the SDK spells it).

struct NearbyView: View {
  var body: some View { Text("Places near you") }
}

struct CuisinesView: View {
  var body: some View { Text("All cuisines") }
}

struct CuisineView: View {
  var body: some View { Text("All cuisines") }
}

struct FavouritesView: View {
  var body: some View { Text("Your favourites") }
}

struct SearchView: View {
  var body: some View { Text("Search recipes") }
}

struct FirstItem: View {
  var body: some View { Text("First page") }
}

struct SecondItem: View {
  var body: some View { Text("Second page") }
}

struct ThirdItem: View {
  var body: some View { Text("Third page") }
}

struct SeedPlainTabs: View {
  var body: some View {
    TabView {
      Tab("Nearby", systemImage: "safari") {
        NearbyView()
      }

      Tab("Cuisines", systemImage: "fork.knife") {
        CuisinesView()
      }

      Tab("Favourites", systemImage: "heart") {
        FavouritesView()
      }
    }
  }
}

enum TabSelection {
  case nearby, cuisines, favourites, search
}

struct SeedSelectedTabs: View {
  @State private var selectedTab: TabSelection = .cuisines
  var onAppear: ((Binding<TabSelection>) -> Void)?

  var body: some View {
    TabView(selection: $selectedTab) {
      Tab("Nearby", systemImage: "safari", value: .nearby) {
        NearbyView()
      }

      Tab("Cuisines", systemImage: "fork.knife", value: .cuisines) {
        CuisineView()
      }

      Tab("Favourites", systemImage: "heart", value: .favourites) {
        FavouritesView()
      }

      Tab(value: .search, role: .search) {
        SearchView()
      }
    }
  }
}

struct SeedSidebarTabs: View {
  @AppStorage("customisation") private var customisation: TabViewCustomization
  var inventCuisine: () -> Void = {}

  var body: some View {
    TabView {
      Tab("Nearby", systemImage: "safari") {
        NearbyView()
      }
      .customizationID("sg.swiftin.nearby")

      Tab("Favourites", systemImage: "heart") {
        FavouritesView()
      }
      .customizationID("sg.swiftin.favourites")

      TabSection("Cuisines") {
        Tab("Chinese", systemImage: "fork.knife") {
          Text("Chinese Cuisine")
        }
        .customizationID("sg.swiftin.chinese")

        Tab("Japanese", systemImage: "fork.knife") {
          Text("Japanese Cuisine")
        }
        .customizationID("sg.swiftin.japanese")

        Tab("Korean", systemImage: "fork.knife") {
          Text("Korean Cuisine")
        }
        .customizationID("sg.swiftin.korean")
      }
      .defaultVisibility(.hidden, for: .tabBar)
      .sectionActions {
        Button("Invent New Cuisine") {
          inventCuisine()
        }
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewSidebarHeader {
      HStack {
        Text("Main Tabs")
          .font(.title2)
          .fontWeight(.bold)
        Spacer()
      }
    }
    .tabViewSidebarFooter {
      Text("© Copyright 2025 Tristan Chay. All rights reserved.")
        .font(.caption)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
    }
    .tabViewSidebarBottomBar {
      Label("Tristan", systemImage: "person.circle")
    }
    .tabViewCustomization($customisation)
  }
}

struct SeedPages: View {
  var body: some View {
    TabView {
      FirstItem()
      SecondItem()
      ThirdItem()
    }
    .tabViewStyle(.page(indexDisplayMode: .always))
    .indexViewStyle(.page(backgroundDisplayMode: .always))
  }
}

struct SeedDefaultPages: View {
  var body: some View {
    TabView {
      FirstItem()
      SecondItem()
      ThirdItem()
    }
    .tabViewStyle(.page)
  }
}
