import Keystroke

/// Where the app can be: one case per tab.
enum Destination: Hashable {
  case nearby, favourites, guide, search
  case cuisine(String)
}

/// What the search tab looks through, chosen with the scopes beside its field.
enum SearchScope: Hashable, CaseIterable {
  case dishes, favourites, restaurants

  /// The scope's name in the scope bar.
  var title: String {
    switch self {
    case .dishes: "Dishes"
    case .favourites: "Favourites"
    case .restaurants: "Restaurants"
    }
  }

  /// What the results count: "dish" or "dishes" for one or more.
  func noun(plural: Bool) -> String {
    switch self {
    case .dishes: plural ? "dishes" : "dish"
    case .favourites: plural ? "favourites" : "favourite"
    case .restaurants: plural ? "restaurants" : "restaurant"
    }
  }
}

/// A cuisine and a few of its dishes.
struct Cuisine: Identifiable, Hashable {
  var name: String
  var dishes: [String]
  var id: String { name.lowercased() }
}

/// The app's data: cuisines, favourite dishes, restaurants nearby, and the tab on screen.
final class Kitchen: ObservableObject {
  @Published var destination: Destination = .nearby
  /// What the search tab searches for.
  @Published var searchQuery = ""
  /// Where the search tab looks: every dish, the favourites, or the restaurants nearby.
  @Published var searchScope = SearchScope.dishes
  @Published var cuisines = [
    Cuisine(name: "Chinese", dishes: ["Mapo tofu", "Char siu", "Xiaolongbao"]),
    Cuisine(name: "Japanese", dishes: ["Ramen", "Okonomiyaki", "Tamagoyaki"]),
    Cuisine(name: "Korean", dishes: ["Bibimbap", "Tteokbokki", "Kimchi jjigae"]),
  ]
  @Published var favourites = ["Ramen", "Bibimbap"]
  let restaurants = ["Noodle Bar — 200 m", "Seoul Kitchen — 450 m", "Dim Sum House — 1.2 km"]
  private var invented = 0

  /// Adds a made-up cuisine at the end of the Cuisines section.
  func inventCuisine() {
    invented += 1
    cuisines.append(Cuisine(name: "Fusion \(invented)", dishes: ["Chef's surprise"]))
  }

  /// The cuisines whose names start with what is in the search field, offered to complete
  /// it; none once the field holds a whole name.
  var cuisineSuggestions: [String] {
    let typed = searchQuery.trimmingCharacters(in: .whitespaces)
    let names = cuisines.map(\.name)
    if names.contains(where: { $0.caseInsensitiveCompare(typed) == .orderedSame }) { return [] }
    return names.filter { typed.isEmpty || $0.lowercased().hasPrefix(typed.lowercased()) }
  }

  /// What `scope` holds that contains `query`: dishes and favourites with their cuisine,
  /// restaurants with their distance; everything in the scope for an empty query.
  func results(matching query: String, in scope: SearchScope) -> [String] {
    let all: [String]
    switch scope {
    case .dishes:
      all = cuisines.flatMap { cuisine in cuisine.dishes.map { "\($0) (\(cuisine.name))" } }
    case .favourites:
      all = favourites.map { dish in
        cuisines.first { $0.dishes.contains(dish) }.map { "\(dish) (\($0.name))" } ?? dish
      }
    case .restaurants:
      all = restaurants
    }
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return all }
    return all.filter { $0.localizedCaseInsensitiveContains(trimmed) }
  }
}
