import Keystroke

/// New Goal (⌘N) and Search Goals (⌘F) in the File menu, acting on the active window.
struct GoalKeyboardCommands: Commands {
  @FocusedValue(\.goalWindow) private var window

  var body: some Commands {
    CommandGroup(after: .newItem) {
      Button("New Goal") { window?.createGoal() }
        .keyboardShortcut("n")
        .disabled(window == nil)
      Button("Search Goals") { window?.revealSearch() }
        .keyboardShortcut("f")
        .disabled(window == nil)
    }
  }
}
