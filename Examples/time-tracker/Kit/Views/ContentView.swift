import ExampleSupport
import Keystroke

/// The window: the four tabs of the seed, with the sheets and alerts any tab or command opens.
///
/// The window's locale keeps the one it was given but takes its clock from More › Time format,
/// so views that follow the locale (the entry editor's date pickers) show the chosen form.
public struct ContentView: View {
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker
  @AppStorage("uses24HourTime") private var uses24HourTime = true
  @Environment(\.locale) private var locale

  /// Creates the window's content.
  public init() {}

  /// The tabs, or the reason the data could not be opened.
  public var body: some View {
    if let problem = tracker.loadError {
      DataProblemView(message: problem)
    } else {
      TabView(selection: $appState.selectedTab) {
        Tab("Timer", systemImage: "timer.circle.fill", value: .timer) {
          TimerView()
        }

        Tab("Projects", image: "moons.project.done", value: .projects) {
          ProjectsView()
        }

        Tab("Time Entries", systemImage: "list.bullet.circle.fill", value: .timeEntries) {
          TimeEntriesView()
        }

        Tab("More", systemImage: "ellipsis.circle.fill", value: .more) {
          MoreView()
        }
      }
      .sheet(item: $appState.nameSheet) { sheet in
        NameSheetView(sheet: sheet, initialName: initialName(for: sheet))
      }
      .sheet(item: $appState.editingEntry) { entry in
        EntryEditorView(original: entry)
      }
      .sheet(isPresented: $appState.isAddingEntry) {
        EntryEditorView(original: nil)
      }
      .sheet(isPresented: $appState.isExporting) {
        ExportSheetView()
      }
      .confirmationDialog(
        "Delete the task \(SingleLineText.display(appState.taskPendingDeletion?.name ?? ""))?",
        isPresented: taskDeletionShown
      ) {
        Button("Delete Task", role: .destructive) { appState.deleteTaskPendingDeletion() }
        Button("Cancel", role: .cancel) { appState.taskPendingDeletion = nil }
      } message: {
        Text(taskDeletionWarning)
      }
      .alert("Could not save", isPresented: saveErrorShown) {
        Button("OK") { tracker.saveError = nil }
      } message: {
        Text(tracker.saveError ?? "")
      }
      .environment(\.locale, ClockFormat(uses24Hours: uses24HourTime).locale(basedOn: locale))
    }
  }

  private func initialName(for sheet: NameSheet) -> String {
    switch sheet {
    case .renameProject(let id): tracker.project(id: id)?.name ?? ""
    case .renameTask(let id): tracker.task(id: id)?.name ?? ""
    case .newProject, .newTask: ""
    }
  }

  private var taskDeletionShown: Binding<Bool> {
    Binding(
      get: { appState.taskPendingDeletion != nil },
      set: { if !$0 { appState.taskPendingDeletion = nil } })
  }

  private var taskDeletionWarning: String {
    guard let task = appState.taskPendingDeletion else { return "" }
    return Self.taskDeletionWarning(entries: tracker.entries.count { $0.taskID == task.id })
  }

  /// What happens to a deleted task's time entries: "Its 1 time entry stays on the project.",
  /// or that it has none.
  static func taskDeletionWarning(entries: Int) -> String {
    guard entries > 0 else { return "It has no time entries." }
    return "Its \(entries) time entr\(entries == 1 ? "y stays" : "ies stay") on the project."
  }

  private var saveErrorShown: Binding<Bool> {
    Binding(
      get: { tracker.saveError != nil && !appState.isPresentingSheet },
      set: { if !$0 { tracker.saveError = nil } })
  }
}
