import Keystroke

/// A list-and-detail app in the goal tracker's shape: a searchable goal list in a split
/// view's sidebar, a detail with a pushed history screen, and ⌘F that reveals the list and
/// focuses its search field from anywhere.
struct NavGoal: Identifiable, Hashable {
  let id: Int
  var name: String
}

final class NavGoalsModel: ObservableObject {
  @Published var goals = [
    NavGoal(id: 1, name: "Run"), NavGoal(id: 2, name: "Read"),
    NavGoal(id: 3, name: "Swim"),
  ]
  @Published var selection: NavGoal.ID?
  @Published var search = ""
  @Published var visibility = NavigationSplitViewVisibility.all
  @Published var compactColumn = NavigationSplitViewColumn.sidebar
  @Published var searchRequests = 0

  var filtered: [NavGoal] {
    search.isEmpty ? goals : goals.filter { $0.name.localizedCaseInsensitiveContains(search) }
  }

  func revealSearch() {
    visibility = .all
    compactColumn = .sidebar
    searchRequests += 1
  }
}

struct NavGoalsRoot: View {
  @EnvironmentObject var model: NavGoalsModel
  @FocusState private var searchFocused: Bool

  var body: some View {
    NavigationSplitView(
      columnVisibility: $model.visibility, preferredCompactColumn: $model.compactColumn
    ) {
      List(model.filtered, selection: $model.selection) { goal in
        Text(goal.name)
      }
      .searchable(text: $model.search, prompt: "Search goals")
      .searchFocused($searchFocused)
    } detail: {
      if let goal = model.goals.first(where: { $0.id == model.selection }) {
        NavigationStack {
          VStack(alignment: .leading) {
            Text("Goal: \(goal.name)")
            NavigationLink("History", value: goal.id)
          }
          .navigationTitle(goal.name)
          .navigationDestination(for: Int.self) { id in
            Text("History of goal \(id)").navigationTitle("History")
          }
        }
      } else {
        Text("Select a goal")
      }
    }
    .onChange(of: model.searchRequests) { searchFocused = true }
  }
}

struct NavGoalsApp: App {
  @StateObject private var model = NavGoalsModel()

  var body: some Scene {
    WindowGroup {
      NavGoalsRoot().environmentObject(model)
    }
    .commands {
      CommandGroup(after: .newItem) {
        Button("Search Goals") { model.revealSearch() }
          .keyboardShortcut("f")
      }
    }
  }
}
