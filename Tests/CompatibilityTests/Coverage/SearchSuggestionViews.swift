import Keystroke

// Search suggestions as a recipe finder offers them: recent searches that complete the field.

/// Recipes filtered by a search field that suggests cuisines.
struct RecipeFinder: View {
  @State private var query = ""
  let recipes = ["Pad thai", "Pho", "Paella", "Pierogi", "Ramen"]
  let cuisines = ["thai", "vietnamese", "spanish"]

  var shown: [String] {
    query.isEmpty ? recipes : recipes.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var suggested: [String] {
    cuisines.filter { query.isEmpty || $0.hasPrefix(query.lowercased()) }
  }

  var body: some View {
    List(shown, id: \.self) { Text($0) }
      .searchable(text: $query)
      // compat: .searchSuggestions
      .searchSuggestions {
        ForEach(suggested, id: \.self) { cuisine in
          // compat: .searchCompletion
          Label(cuisine.capitalized, systemImage: "fork.knife").searchCompletion(cuisine)
        }
      }
  }
}
