import ExampleSupport
import Keystroke

/// The form sheet that edits an entry, or adds one by hand: start and end (a time of day in
/// the chosen 12- or 24-hour form, or a date and time), project, task and note. Save (⌘S) is
/// enabled only for a valid range that overlaps no other entry and commits before the sheet
/// closes; Cancel (Escape) asks before discarding edits.
struct EntryEditorView: View {
  /// The entry being edited, or `nil` for a new one.
  let original: TimeEntry?
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker
  @Environment(\.dismiss) private var dismiss
  @AppStorage("uses24HourTime") private var uses24HourTime = true
  @State private var draft: EntryDraft?
  @State private var confirmingDiscard = false

  var body: some View {
    let format = ClockFormat(uses24Hours: uses24HourTime)
    let initial = initialDraft(format: format)
    let current = draft ?? initial
    let result = current.validated(
      original: original, on: AppEnvironment.now, others: tracker.entries, format: format)
    let edited = current != initial
    VStack(alignment: .leading, spacing: 1) {
      Text(original == nil ? "New Entry" : "Edit Entry").bold()
      Form {
        // Empty (a new entry), the fields show the form they read.
        TextField(
          "Start", text: field(\.start, initial: initial),
          prompt: Text("e.g. " + format.exampleTime))
        TextField(
          "End", text: field(\.end, initial: initial), prompt: Text("e.g. " + format.exampleTime))
        Picker("Project", selection: projectBinding(initial: initial)) {
          ForEach(tracker.projects) { project in
            Text(SingleLineText.display(project.name)).tag(project.id)
          }
        }
        Picker("Task", selection: field(\.taskID, initial: initial)) {
          Text("None").tag(Int?.none)
          ForEach(tracker.tasks(of: current.projectID)) { task in
            Text(SingleLineText.display(task.name)).tag(Int?.some(task.id))
          }
        }
        TextField("Note", text: field(\.note, initial: initial))
      }
      switch result {
      case .success(let entry):
        Text("Duration " + DurationText.hoursMinutes(entry.duration))
          .foregroundStyle(.secondary)
      case .failure(let problem):
        Text(problem.message(format: format)).foregroundStyle(.red)
      }
      HStack(spacing: 2) {
        Button("Cancel", role: .cancel) {
          if edited { confirmingDiscard = true } else { dismiss() }
        }
        Button("Save") {
          guard case .success(let entry) = result else { return }
          let saved = original == nil ? tracker.addEntry(entry) != nil : tracker.updateEntry(entry)
          if saved { dismiss() }
        }
        .keyboardShortcut("s")
        .disabled(!isValid(result))
      }
    }
    .frame(minWidth: 50)
    .interactiveDismissDisabled(edited)
    .confirmationDialog("Discard your changes?", isPresented: $confirmingDiscard) {
      Button("Discard Changes", role: .destructive) { dismiss() }
      Button("Keep Editing", role: .cancel) {}
    }
  }

  /// The fields the sheet opens with: the entry's, or empty times on the project and task the
  /// timer would use.
  private func initialDraft(format: ClockFormat) -> EntryDraft {
    if let original { return EntryDraft(entry: original, format: format) }
    let project = appState.timerProject ?? tracker.activeProjects.first
    let task = tracker.task(id: appState.timerTaskID).flatMap {
      $0.projectID == project?.id ? $0.id : nil
    }
    return EntryDraft(projectID: project?.id ?? 0, taskID: task)
  }

  private func isValid(_ result: Result<TimeEntry, EntryDraftProblem>) -> Bool {
    if case .success = result { return true }
    return false
  }

  private func field<Value>(_ keyPath: WritableKeyPath<EntryDraft, Value>, initial: EntryDraft)
    -> Binding<Value>
  {
    Binding(
      get: { (draft ?? initial)[keyPath: keyPath] },
      set: { newValue in
        var changed = draft ?? initial
        changed[keyPath: keyPath] = newValue
        draft = changed
      })
  }

  private func projectBinding(initial: EntryDraft) -> Binding<Int> {
    Binding(
      get: { (draft ?? initial).projectID },
      set: { newValue in
        var changed = draft ?? initial
        if changed.projectID != newValue { changed.taskID = nil }
        changed.projectID = newValue
        draft = changed
      })
  }
}
