import Keystroke

/// New Goal (⌘N) and Search Goals (⌘F) in the File menu, acting on the active window. New
/// Goal is dimmed when the store could not be opened, as the goal could not be saved.
struct GoalKeyboardCommands: Commands {
  @FocusedValue(\.goalWindow) private var window
  @ObservedObject var library: GoalLibrary

  var body: some Commands {
    CommandGroup(after: .newItem) {
      Button("New Goal") { window?.createGoal() }
        .keyboardShortcut("n")
        .disabled(window == nil || !library.canSave)
      Button("Search Goals") { window?.revealSearch() }
        .keyboardShortcut("f")
        .disabled(window == nil)
    }
  }
}
