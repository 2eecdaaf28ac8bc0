import Keystroke

/// The goal tracker: goals with targets and progress, a searchable goal list beside (or, in a
/// narrow terminal, before) the goal detail, in as many windows as the user opens.
///
/// `swift run goal-tracker` keeps its data in `$XDG_DATA_HOME/goal-tracker/` (or `--store`).
public struct GoalTrackerApp: App {
  @StateObject private var library = GoalLibrary.forApp()

  /// Creates the app.
  public init() {}

  /// One window group; New Goal and Search Goals act on its active window.
  public var body: some Scene {
    WindowGroup {
      GoalWindow().environmentObject(library)
    }
    .commands {
      GoalKeyboardCommands(library: library)
    }
  }
}
