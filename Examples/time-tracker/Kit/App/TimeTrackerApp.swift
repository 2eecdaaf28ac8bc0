import Keystroke

/// The time tracker, built as the seed builds it: an `AppState` holding the selected tab,
/// passed with `.environmentObject`, a `TabView` bound to it, and a command group before the
/// sidebar item in the View menu that switches tabs with ⌘1…⌘4.
public struct TimeTrackerApp: App {
  @StateObject private var appState = AppState()

  /// Creates the app (opening its data).
  public init() {}

  /// One window with the tabs, and the menu commands.
  public var body: some Scene {
    WindowGroup {
      ContentView()
        .environmentObject(appState)
        .environmentObject(appState.tracker)
    }
    .commands {
      CommandGroup(before: .sidebar) {
        Divider()

        Button("Timer") { appState.show(.timer) }
          .keyboardShortcut("1")
          .disabled(appState.isShowingAlert)

        Button("Projects") { appState.show(.projects) }
          .keyboardShortcut("2")
          .disabled(appState.isShowingAlert)

        Button("Time Entries") { appState.show(.timeEntries) }
          .keyboardShortcut("3")
          .disabled(appState.isShowingAlert)

        Button("More") { appState.show(.more) }
          .keyboardShortcut("4")
          .disabled(appState.isShowingAlert)

        Divider()
      }

      CommandGroup(replacing: .newItem) {
        Button("New Project") { appState.newProject() }
          .keyboardShortcut("n")
          .disabled(!appState.canEdit)
        Button("New Task") { appState.newTask() }
          .keyboardShortcut("t")
          .disabled(!appState.canCreateTask)
        Button("New Entry…") { appState.newEntry() }
          .keyboardShortcut("n", modifiers: [.command, .shift])
          .disabled(!appState.canAddEntry)
        Divider()
        Button("Rename Task…") { appState.renameTask() }
          .keyboardShortcut("t", modifiers: [.command, .shift])
          .disabled(!appState.canChangeTask)
        Button("Delete Task…", role: .destructive) { appState.confirmTaskDeletion() }
          .keyboardShortcut("d", modifiers: [.command, .shift])
          .disabled(!appState.canChangeTask)
      }

      // File › Export Entries to CSV…, so export is a menu command (and in the palette) on
      // every tab, not only a button on More. The key stays the More button's (⇧⌘E there), as
      // keymaps written for it name that button.
      CommandGroup(replacing: .importExport) {
        Button("Export Entries to CSV…") { appState.exportEntries() }
          .disabled(!appState.canEdit)
      }

      CommandGroup(after: .textEditing) {
        Button("Find Entries") { appState.findEntries() }
          .keyboardShortcut("f")
          .disabled(!appState.canEdit)
      }

      CommandMenu("Timer") {
        Button(appState.tracker.running == nil ? "Start Timer" : "Stop Timer") {
          appState.toggleTimer()
        }
        .keyboardShortcut("r")
        .commandID("timer.toggle")
        .disabled(!appState.canToggleTimer)
      }
    }
  }
}
