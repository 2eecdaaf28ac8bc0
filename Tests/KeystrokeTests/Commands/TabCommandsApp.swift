import Keystroke

/// The time tracker seed's shape: an app state object, tab buttons in the View menu with
/// ⌘1…⌘4, and a custom menu with a command that is disabled until a project is selected.
final class TrackerState: ObservableObject {
  enum Tab: Hashable { case timer, projects, timeEntries, more }
  @Published var selectedTab: Tab? = .timer
  @Published var selectedProject: String?
  @Published var tasks: [String] = []
}

struct TabCommandsApp: App {
  @StateObject private var appState = TrackerState()

  var body: some Scene {
    WindowGroup {
      TrackerContent()
        .environmentObject(appState)
    }
    .commands {
      CommandGroup(before: .sidebar) {
        Divider()
        Button("Timer") { appState.selectedTab = .timer }
          .keyboardShortcut("1", modifiers: [.command])
        Button("Projects") { appState.selectedTab = .projects }
          .keyboardShortcut("2")
        Button("Time Entries") { appState.selectedTab = .timeEntries }
          .keyboardShortcut("3")
        Button("More") { appState.selectedTab = .more }
          .keyboardShortcut("4")
        Divider()
      }
      CommandMenu("Project") {
        Button("New Task") { appState.tasks.append("task \(appState.tasks.count + 1)") }
          .keyboardShortcut("t")
          .disabled(appState.selectedProject == nil)
        Button("Select Demo Project") { appState.selectedProject = "Demo" }
      }
    }
  }
}

struct TrackerContent: View {
  @EnvironmentObject var appState: TrackerState

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tab: \(String(describing: appState.selectedTab.map { "\($0)" } ?? "none"))")
      Text("Tasks: \(appState.tasks.count)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
