import ExampleSupport
import Foundation
import Keystroke

/// The searchable goal list, with a selection mode for archiving or deleting several goals.
struct GoalListView: View {
  @EnvironmentObject private var library: GoalLibrary
  @ObservedObject var model: GoalWindowModel
  var searchFocused: FocusState<Bool>.Binding
  @State private var confirmingDelete = false

  private var goals: [Goal] { library.activeGoals(matching: model.search) }

  /// The picked goals among `shown`: a goal picked before the search hid it is left out of
  /// what Archive and Delete act on, as nobody means to delete what they cannot see.
  private func picked(among shown: [Goal]) -> Set<Goal.ID> {
    model.bulkSelection.intersection(shown.map(\.id))
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if model.isSelecting {
        // Filtered once for the whole body, as below.
        let goals = goals
        let chosen = picked(among: goals)
        // In a row when the three fit, else one under another: a narrow sidebar would cut
        // them to "[ Arc… ]" and "[ De… ]", which nobody can read.
        ViewThatFits(in: .horizontal) {
          HStack { selectionButtons(chosen: chosen) }
          VStack(alignment: .leading, spacing: 0) { selectionButtons(chosen: chosen) }
        }
        Text("\(chosen.count) selected").foregroundStyle(.secondary)
        List(goals, selection: $model.bulkSelection) { goal in
          Text(SingleLineText.display(goal.name))
        }
      } else {
        // Filtered once for the whole body: a search through 5,000 names is most of a key.
        let goals = goals
        HStack {
          Button("New Goal") { model.createGoal() }
            .disabled(!library.canSave)
          Button("Select") { model.isSelecting = true }
            .disabled(goals.isEmpty)
        }
        if goals.isEmpty {
          if model.search.isEmpty {
            ContentUnavailableView(
              "No goals yet.", systemImage: "target",
              description: Text(
                library.canSave
                  ? "New Goal adds one." : "New goals cannot be saved to this store."))
          } else {
            ContentUnavailableView.search(text: model.search)
          }
        } else {
          List(goals, selection: $model.selection) { goal in
            Text("\(SingleLineText.display(goal.name)) \(percent(of: goal))%")
          }
        }
      }
    }
    .searchable(text: $model.search, prompt: "Search goals")
    .searchFocused(searchFocused)
    .confirmationDialog(deleteTitle, isPresented: $confirmingDelete) {
      Button("Delete", role: .destructive) { finish { library.delete(ids: picked(among: goals)) } }
      Button("Cancel", role: .cancel) {}
    }
  }

  /// Archive, Delete and Done, for selection mode; Archive and Delete act on `chosen`.
  @ViewBuilder private func selectionButtons(chosen: Set<Goal.ID>) -> some View {
    Button("Archive") { finish { library.archive(ids: picked(among: self.goals)) } }
      .disabled(chosen.isEmpty)
    Button("Delete") { confirmingDelete = true }
      .disabled(chosen.isEmpty)
    Button("Done") { finish {} }
  }

  /// "Delete 1 goal and its progress?", "Delete 3 goals and their progress?"
  private var deleteTitle: String {
    let count = confirmingDelete ? picked(among: goals).count : 0
    return count == 1
      ? "Delete 1 goal and its progress?" : "Delete \(count) goals and their progress?"
  }

  /// Does `action` on the picked goals, then leaves selection mode.
  private func finish(_ action: () -> Void) {
    action()
    if let selection = model.selection, model.bulkSelection.contains(selection) {
      model.selection = nil
    }
    model.bulkSelection = []
    model.isSelecting = false
  }

  private func percent(of goal: Goal) -> Int {
    let ratio = library.progress(of: goal, now: AppEnvironment.now) / goal.target * 100
    // A tiny target can make the ratio too large for an Int; no one reads past a million.
    return ratio.isFinite ? Int(min(max(ratio, -1_000_000), 1_000_000).rounded()) : 0
  }
}
