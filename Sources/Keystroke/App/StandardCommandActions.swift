import KeystrokeCore

/// Which of the standard menu items Keystroke can carry out.
///
/// Items it cannot perform yet are shown dimmed rather than doing nothing when chosen.
enum StandardCommandActions {
  /// The standard items that work: Quit, and the window and document items the window
  /// manager performs (``WindowCommands``).
  static let available: Set<CommandID> = WindowCommands.documentItems.union([
    "app.quit", "file.newWindow", "app.about", "help.app",
  ])

  /// The standard items shown dimmed unless something enables them: the Edit items while a
  /// text field can act on them (``EditCommandActions``), Show/Hide Sidebar while a sidebar is
  /// shown; the rest because Keystroke does not perform them yet.
  static let unavailable: Set<CommandID> = Set(
    StandardMenuItem.catalog.map(\.id).filter { !available.contains($0) })
}
