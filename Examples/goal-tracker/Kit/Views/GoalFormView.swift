import ExampleSupport
import Keystroke

/// The goal create/edit sheet: name, target, unit (chosen on a screen of its own) and period.
/// ⌘S is the Save button's own shortcut, so it obeys the same validation; Escape is the Cancel
/// button's, which asks before discarding edits.
struct GoalFormView: View {
  @EnvironmentObject private var library: GoalLibrary
  @ObservedObject var draft: GoalDraft
  @ObservedObject var model: GoalWindowModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: $draft.path) {
      VStack(alignment: .leading, spacing: 0) {
        Form {
          TextField("Name", text: $draft.name)
          TextField("Target", text: $draft.targetText)
          NavigationLink(value: GoalFormRoute.units) {
            Text("Unit: \(SingleLineText.display(draft.unit))")
          }
          Picker("Period", selection: $draft.period) {
            ForEach(GoalPeriod.allCases, id: \.self) { period in
              Text(period.title).tag(period)
            }
          }
        }
        Text(draft.shownProblem ?? "").foregroundStyle(.secondary)
        HStack {
          Button("Cancel", role: .cancel) { cancel() }
            .keyboardShortcut(.cancelAction)
          Button("Save") { save() }
            .keyboardShortcut("s", modifiers: .command)
            .disabled(draft.goal == nil)
        }
      }
      .navigationTitle(draft.title)
      .navigationDestination(for: GoalFormRoute.self) { _ in
        UnitChoiceView(draft: draft)
      }
    }
    .interactiveDismissDisabled(draft.hasChanges)
    .confirmationDialog("Discard changes to this goal?", isPresented: $draft.confirmingDiscard) {
      Button("Discard Changes", role: .destructive) { dismiss() }
      Button("Keep Editing", role: .cancel) {}
    }
  }

  private func cancel() {
    if draft.hasChanges { draft.confirmingDiscard = true } else { dismiss() }
  }

  private func save() {
    guard let goal = draft.goal, let saved = library.save(goal) else { return }
    model.selection = saved.id
    dismiss()
  }
}
