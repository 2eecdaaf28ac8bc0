import Keystroke

/// A recipe browser built on the TabView family: Nearby, Favourites, a Guide of pages, a
/// section of cuisines that lives only in the sidebar, and a search tab whose scopes look
/// through dishes, favourites or restaurants. The tabs adapt to the terminal's width (a
/// sidebar from 100 columns, a tab bar below), the user's tab customization persists, and
/// ⌘1…⌘9 switch tabs from the View menu.
@main
struct CuisinesApp: App {
  @StateObject private var kitchen = Kitchen()

  var body: some Scene {
    WindowGroup {
      KitchenTabs()
        .environmentObject(kitchen)
    }
    .commands {
      CommandMenu("Recipes") {
        Button("Invent New Cuisine") { kitchen.inventCuisine() }
          .keyboardShortcut("n", modifiers: [.command, .shift])
      }
    }
  }
}
