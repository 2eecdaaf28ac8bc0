import ExampleSupport
import Foundation
import Keystroke

/// The selected goal: its target, this period's progress, recent updates, and the way to the
/// full progress history.
struct GoalDetailView: View {
  @EnvironmentObject private var library: GoalLibrary
  @ObservedObject var model: GoalWindowModel

  var body: some View {
    if let goal = library.goal(id: model.selection), !goal.isArchived {
      NavigationStack(path: $model.detailPath) {
        summary(of: goal)
          .navigationTitle(SingleLineText.display(goal.name))
          .navigationDestination(for: GoalDetailRoute.self) { route in
            switch route {
            case .history(let id): ProgressHistoryView(goalID: id)
            }
          }
      }
    } else {
      // With no goals the list already says so; the detail pane stays empty.
      Text(library.activeGoals.isEmpty ? "" : "Select a goal")
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  private func summary(of goal: Goal) -> some View {
    let done = library.progress(of: goal, now: AppEnvironment.now)
    let recent = library.updates(of: goal.id).prefix(3)
    return VStack(alignment: .leading, spacing: 0) {
      Text("Target: \(goal.targetText)")
      Text(
        "Done \(goal.period.currentTitle): \(AmountText.format(done)) of "
          + UnitText.phrase(goal.target, goal.unit))
      ProgressView(value: min(done, goal.target), total: goal.target)
      HStack {
        Button("Add Progress") {
          model.progressForm = ProgressDraft(goal: goal, now: AppEnvironment.now)
        }
        .disabled(!library.canSave)
        Button("Edit Goal") { model.goalForm = GoalDraft(editing: goal) }
          .disabled(!library.canSave)
        NavigationLink("Progress History", value: GoalDetailRoute.history(goal.id))
      }
      Text(recent.isEmpty ? "No progress yet." : "Recent:").foregroundStyle(.secondary)
      ForEach(Array(recent)) { update in
        Text(ProgressHistoryView.line(update, unit: goal.unit))
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
