import ExampleSupport
import Keystroke

/// The form sheet that edits an entry, or adds one by hand: start and end as date pickers
/// (typed as a date and time, or a time alone, in 24- or 12-hour form; ↑/↓ step the part under
/// the cursor), project, task and note. A new entry starts where today's last entry ended (or
/// now) and ends now. Save (⌘S) is enabled only for a valid range that ends by now and overlaps
/// no other entry nor the running timer's time, and commits before the sheet closes; Cancel (Escape) asks before discarding edits.
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
      original: original, on: AppEnvironment.now, others: tracker.entries, format: format,
      now: AppEnvironment.now, running: tracker.running)
    let edited = current != initial
    VStack(alignment: .leading, spacing: 1) {
      Text(original == nil ? "New Entry" : "Edit Entry").bold()
      Form {
        DatePicker(
          "Start", selection: startBinding(initial: initial, format: format),
          displayedComponents: [.date, .hourAndMinute])
        // No end before the start's day; an end earlier that day is the form's to refuse,
        // with a message naming the start and Save disabled.
        DatePicker(
          "End", selection: endBinding(initial: initial, format: format),
          in: format.calendar.startOfDay(for: startDate(of: current, format: format))...,
          displayedComponents: [.date, .hourAndMinute])
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

  /// The fields the sheet opens with: the entry's, or for a new one the span from the end of
  /// today's last entry (or from now) to now, on the project and task the timer would use.
  private func initialDraft(format: ClockFormat) -> EntryDraft {
    if let original { return EntryDraft(entry: original, format: format) }
    let project = appState.timerProject ?? tracker.activeProjects.first
    let task = tracker.task(id: appState.timerTaskID).flatMap {
      $0.projectID == project?.id ? $0.id : nil
    }
    var draft = EntryDraft(projectID: project?.id ?? 0, taskID: task)
    let calendar = format.calendar
    let now = AppEnvironment.now
    let minute = calendar.dateInterval(of: .minute, for: now)?.start ?? now
    let lastEnd = tracker.entries.lazy.map(\.end)
      .filter { $0 <= minute && calendar.isDate($0, inSameDayAs: minute) }.max()
    draft.start = format.editableDateTime(lastEnd ?? minute)
    draft.end = format.editableTime(minute)
    return draft
  }

  /// The start the draft's text reads as (the day the sheet opened when it reads as none).
  private func startDate(of draft: EntryDraft, format: ClockFormat) -> Date {
    format.parse(draft.start, onDayOf: original?.start ?? AppEnvironment.now)
      ?? original?.start ?? AppEnvironment.now
  }

  /// The start as a date for its picker; a picked date is written back in the draft's text
  /// form, so an untouched field keeps the entry's exact second.
  private func startBinding(initial: EntryDraft, format: ClockFormat) -> Binding<Date> {
    Binding(
      get: { startDate(of: draft ?? initial, format: format) },
      set: { newValue in
        var changed = draft ?? initial
        changed.start = format.editableDateTime(newValue)
        draft = changed
      })
  }

  /// The end as a date for its picker: a bare time in the draft is on the start's day, and a
  /// picked end on the start's day is written as a time alone, so it follows the start's day.
  private func endBinding(initial: EntryDraft, format: ClockFormat) -> Binding<Date> {
    Binding(
      get: {
        let current = draft ?? initial
        let start = startDate(of: current, format: format)
        return format.parse(current.end, onDayOf: start) ?? start
      },
      set: { newValue in
        var changed = draft ?? initial
        let start = startDate(of: changed, format: format)
        changed.end =
          format.calendar.isDate(newValue, inSameDayAs: start)
          ? format.editableTime(newValue) : format.editableDateTime(newValue)
        draft = changed
      })
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
