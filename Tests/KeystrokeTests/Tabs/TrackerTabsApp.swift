import Keystroke

/// The time tracker seed's ContentView: a TabView bound to an optional selection in an
/// ObservableObject, plus the seed's hand-written View-menu buttons with ⌘1…⌘4.
final class TrackerTabsState: ObservableObject {
  enum Tab: Hashable { case timer, projects, timeEntries, more }
  @Published var selectedTab: Tab? = .timer
}

struct TrackerTabsApp: App {
  @StateObject private var appState = TrackerTabsState()

  var body: some Scene {
    WindowGroup {
      TrackerTabsContent()
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
    }
  }
}

struct TrackerTabsContent: View {
  @EnvironmentObject var appState: TrackerTabsState

  var body: some View {
    TabView(selection: $appState.selectedTab) {
      Tab("Timer", systemImage: "timer.circle.fill", value: .timer) {
        Text("Timer screen")
      }

      Tab("Projects", image: "moons.project.done", value: .projects) {
        Text("Projects screen")
      }

      Tab("Time Entries", systemImage: "list.bullet.circle.fill", value: .timeEntries) {
        Text("Time entries screen")
      }

      Tab("More", systemImage: "ellipsis.circle.fill", value: .more) {
        Text("More screen")
      }
    }
  }
}

/// Seed-shaped tabs with customization and the opt-in tab shortcuts, as an app.
struct CustomizedTabsApp: App {
  var body: some Scene {
    WindowGroup {
      SeedSidebarTabs()
        .tabViewKeyboardShortcuts()
    }
  }
}
