import Keystroke

/// The four-tab screen of the pty benchmark (`../shared/tools/ptybench`), written with
/// Keystroke as its curses and Textual anchors are written in Python: a `TabView` bound to
/// the selected pane, a marker line per pane, 500 generated rows on Time Entries, and ⌘1…⌘4
/// in the View menu to switch tabs (a legacy terminal sends them as Alt+1…Alt+4).
@main
struct PtybenchTabsApp: App {
  @StateObject private var panes = PaneSelection()

  var body: some Scene {
    WindowGroup {
      TabsScreen()
        .environmentObject(panes)
    }
    .commands {
      CommandGroup(before: .sidebar) {
        Button("Timer") { panes.selected = .timer }
          .keyboardShortcut("1")
        Button("Projects") { panes.selected = .projects }
          .keyboardShortcut("2")
        Button("Time Entries") { panes.selected = .entries }
          .keyboardShortcut("3")
        Button("More") { panes.selected = .more }
          .keyboardShortcut("4")
        Divider()
      }
    }
  }
}
