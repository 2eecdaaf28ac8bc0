import ExampleSupport
import Keystroke

/// The progress sheet: an amount, the day and a note. ⌘S saves valid input, Escape cancels.
struct ProgressFormView: View {
  @EnvironmentObject private var library: GoalLibrary
  @ObservedObject var draft: ProgressDraft
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Progress on \(SingleLineText.display(draft.goal.name))").bold()
      Form {
        TextField("Amount (\(SingleLineText.display(draft.goal.unit)))", text: $draft.amountText)
        TextField("Day", text: $draft.dayText)
        TextField("Note", text: $draft.note)
      }
      Text(draft.shownProblem ?? "").foregroundStyle(.secondary)
      HStack {
        Button("Cancel", role: .cancel) { dismiss() }
          .keyboardShortcut(.cancelAction)
        Button("Save") { save() }
          .keyboardShortcut("s", modifiers: .command)
          .disabled(draft.update == nil)
      }
    }
  }

  private func save() {
    guard let update = draft.update, library.save(update) else { return }
    dismiss()
  }
}
