import Keystroke

// An iOS-style recipe book: a stack whose screens are pushed by bindings, a toolbar of several
// placements and one of the app's own `ToolbarContent`, a delete confirmation and an error
// alert built from data, collapsible sections, and controls labelled with symbols.

/// A recipe in the book.
struct BookRecipe: Identifiable, Hashable {
  let id: Int
  var name: String
}

/// Saving a recipe failed.
struct RecipeSaveError: LocalizedError {
  var errorDescription: String? { "The recipe was not saved" }
  var recoverySuggestion: String? { "Check the disk and try again." }
}

/// The book's own toolbar content: an add button and a group of sorting buttons.
struct RecipeBookTools: ToolbarContent {
  let add: () -> Void

  var body: some ToolbarContent {
    ToolbarItem(placement: .primaryAction) {
      Button("Add") { add() }
    }
    // compat: ToolbarItemGroup
    ToolbarItemGroup(placement: .secondaryAction) {
      Button("A–Z") {}
      Button("Newest") {}
    }
  }
}

/// The recipe book's main screen.
struct RecipeBookScreen: View {
  @State private var recipes = [BookRecipe(id: 1, name: "Soup"), BookRecipe(id: 2, name: "Pie")]
  @State private var pendingDelete: BookRecipe?
  @State private var confirmingDelete = false
  @State private var saveError: RecipeSaveError?
  @State private var showingError = false
  @State private var showingSettings = false
  @State private var opened: BookRecipe?
  @State private var mineExpanded = true
  @State private var favouritesOnly = false
  @State private var order = 0
  // compat: scenePhase
  @Environment(\.scenePhase) private var scenePhase
  @State private var phaseChanges = 0

  var body: some View {
    NavigationStack {
      List {
        // compat: Section(_:isExpanded:content:)
        Section("Mine", isExpanded: $mineExpanded) {
          ForEach(recipes) { recipe in
            Button("Open \(recipe.name)") { opened = recipe }
          }
        }
        Section("Actions") {
          Button("Delete Soup") {
            pendingDelete = recipes.first { $0.name == "Soup" }
            confirmingDelete = true
          }
          Button("Save") {
            saveError = RecipeSaveError()
            showingError = true
          }
          Button("Settings") { showingSettings = true }
          // compat: Toggle(_:systemImage:isOn:)
          Toggle("Favourites only", systemImage: "star", isOn: $favouritesOnly)
          // compat: Picker(_:systemImage:selection:content:)
          Picker("Order", systemImage: "arrow.up.arrow.down", selection: $order) {
            Text("Name").tag(0)
            Text("Date").tag(1)
          }
          // compat: Menu(_:systemImage:content:)
          Menu("More", systemImage: "ellipsis.circle") {
            Button("Share") {}
          }
        }
        Text("Settings shown: \(showingSettings)")
        Text("Opened: \(opened?.name ?? "none")")
        Text("Recipes: \(recipes.map(\.name).joined(separator: ", "))")
        Text(scenePhase == .active ? "Phase: active" : "Phase: other")
      }
      .navigationTitle("Recipes")
      .toolbar {
        // compat: ToolbarItemPlacement
        ToolbarItem(placement: .status) { Text("\(recipes.count) recipes") }
        ToolbarItem(placement: .keyboard) { Button("Hide Keyboard") {} }
        ToolbarItem(placement: .topBarLeading) { Text("Book") }
      }
      // compat: ToolbarContent
      .toolbar { RecipeBookTools { recipes.append(BookRecipe(id: 3, name: "Cake")) } }
      // compat: .toolbar(_:for:)
      .toolbar(.hidden, for: .tabBar)
      // compat: .toolbarRole
      .toolbarRole(.editor)
      // compat: .navigationDestination(isPresented:destination:)
      .navigationDestination(isPresented: $showingSettings) {
        Text("Settings screen").navigationTitle("Settings")
      }
      // compat: .navigationDestination(item:destination:)
      .navigationDestination(item: $opened) { recipe in
        Text("Cooking \(recipe.name)").navigationTitle(recipe.name)
      }
      // compat: .confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)
      .confirmationDialog(
        "Delete recipe?", isPresented: $confirmingDelete, titleVisibility: .visible,
        presenting: pendingDelete
      ) { recipe in
        Button("Delete \(recipe.name)", role: .destructive) {
          recipes.removeAll { $0.id == recipe.id }
        }
      } message: { recipe in
        Text("\(recipe.name) will be gone for good.")
      }
      // compat: .alert(isPresented:error:actions:message:)
      .alert(isPresented: $showingError, error: saveError) { _ in
        Button("OK") {}
      } message: { error in
        Text(error.recoverySuggestion ?? "")
      }
      .onChange(of: scenePhase) { _, _ in phaseChanges += 1 }
      // compat: .onOpenURL
      .onOpenURL { url in recipes.append(BookRecipe(id: 9, name: url.lastPathComponent)) }
    }
  }
}

/// Renames a recipe, warning with an alert built from the recipe.
struct RecipeRenamer: View {
  @State private var clash: BookRecipe?
  @State private var warning = false

  var body: some View {
    Button("Rename") {
      clash = BookRecipe(id: 1, name: "Soup")
      warning = true
    }
    // compat: .alert(_:isPresented:presenting:actions:message:)
    .alert("Name taken", isPresented: $warning, presenting: clash) { recipe in
      Button("Replace \(recipe.name)", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    } message: { recipe in
      Text("Another recipe is called \(recipe.name).")
    }
    .alert(isPresented: $warning, error: RecipeSaveError?.none) {
      Button("OK") {}
    }
  }
}
