import Keystroke

/// The window: the four tabs of the seed, with the sheets and alerts any tab or command opens.
public struct ContentView: View {
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker

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
      .sheet(isPresented: $appState.isExporting) {
        ExportSheetView()
      }
      .alert("Could not save", isPresented: saveErrorShown) {
        Button("OK") { tracker.saveError = nil }
      } message: {
        Text(tracker.saveError ?? "")
      }
    }
  }

  private func initialName(for sheet: NameSheet) -> String {
    guard case .renameProject(let id) = sheet else { return "" }
    return tracker.project(id: id)?.name ?? ""
  }

  private var saveErrorShown: Binding<Bool> {
    Binding(
      get: { tracker.saveError != nil && !appState.isPresentingSheet },
      set: { if !$0 { tracker.saveError = nil } })
  }
}
