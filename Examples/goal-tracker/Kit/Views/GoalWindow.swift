import Keystroke

/// One window: the goal list and the goal detail in a split view, with the goal and progress
/// sheets. Publishes its model for the New and Search commands.
struct GoalWindow: View {
  @EnvironmentObject private var library: GoalLibrary
  @StateObject private var model = GoalWindowModel()
  @FocusState private var searchFocused: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let problem = library.problem {
        Text("⚠ " + problem).foregroundStyle(.red)
      }
      NavigationSplitView(
        columnVisibility: $model.visibility, preferredCompactColumn: $model.compactColumn
      ) {
        GoalListView(model: model, searchFocused: $searchFocused)
      } detail: {
        GoalDetailView(model: model)
      }
    }
    .onChange(of: model.searchRequests) { searchFocused = true }
    .onChange(of: model.selection) { model.detailPath = [] }
    .sheet(item: $model.goalForm) { draft in
      GoalFormView(draft: draft, model: model)
    }
    .sheet(item: $model.progressForm) { draft in
      ProgressFormView(draft: draft)
    }
    .focusedSceneValue(\.goalWindow, model)
  }
}
