import Keystroke

/// The app's own menu commands, for the shortcut overview in More.
///
/// Keystroke does not (yet) give views the resolved menu bar, so this table repeats the
/// commands ``TimeTrackerApp`` declares; a test checks that the two agree with the menus. The
/// keys are spelled for the user's terminal with the engine's key mapping.
enum AppCommandList {
  /// One command: where it lives, its title and its shortcut.
  struct Command {
    let menu: String
    let title: String
    let shortcut: KeyboardShortcut
  }

  /// One line of the overview.
  struct Line {
    let keys: String
    let title: String
    let menu: String
  }

  static let commands = [
    Command(menu: "View", title: "Timer", shortcut: KeyboardShortcut("1")),
    Command(menu: "View", title: "Projects", shortcut: KeyboardShortcut("2")),
    Command(menu: "View", title: "Time Entries", shortcut: KeyboardShortcut("3")),
    Command(menu: "View", title: "More", shortcut: KeyboardShortcut("4")),
    Command(menu: "File", title: "New Project", shortcut: KeyboardShortcut("n")),
    Command(menu: "File", title: "New Task", shortcut: KeyboardShortcut("t")),
    Command(menu: "Timer", title: "Start/Stop Timer", shortcut: KeyboardShortcut("r")),
    Command(menu: "Edit", title: "Find Entries", shortcut: KeyboardShortcut("f")),
    Command(menu: "Projects tab", title: "Rename Project", shortcut: KeyboardShortcut("e")),
    Command(
      menu: "Projects tab", title: "Archive Project",
      shortcut: KeyboardShortcut("a", modifiers: [.command, .shift])),
    Command(menu: "Projects tab", title: "Delete Project", shortcut: KeyboardShortcut(.delete)),
    Command(menu: "Time Entries tab", title: "Edit Entry", shortcut: KeyboardShortcut("e")),
    Command(menu: "Time Entries tab", title: "Delete Entry", shortcut: KeyboardShortcut(.delete)),
    Command(menu: "Sheets", title: "Save", shortcut: KeyboardShortcut("s")),
    Command(menu: "Sheets", title: "Cancel", shortcut: .cancelAction),
    Command(
      menu: "More tab", title: "Export Entries to CSV",
      shortcut: KeyboardShortcut("e", modifiers: [.command, .shift])),
  ]

  /// The overview's lines, with keys as `profile` needs them pressed.
  static func overview(profile: TerminalKeyProfile) -> [Line] {
    let mapping = KeyMapping(
      profile: profile, declared: commands.map { KeySequence($0.shortcut.shortcut) })
    let formatter: ShortcutFormatter = profile == .kitty ? .symbols : .words
    return commands.map { command in
      Line(
        keys: mapping.displayString(for: command.shortcut.shortcut, formatter: formatter) ?? "—",
        title: command.title, menu: command.menu)
    }
  }
}
