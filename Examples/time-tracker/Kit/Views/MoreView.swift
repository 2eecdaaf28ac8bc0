import Keystroke

/// The More tab: every menu command with the keys this terminal needs (the framework's live
/// overview), the settings (week start and time format, kept with `@AppStorage`), and CSV
/// export.
struct MoreView: View {
  @EnvironmentObject var appState: AppState
  @AppStorage("weekStart") private var weekStart = 2
  @AppStorage("uses24HourTime") private var uses24HourTime = true

  /// The setting as the picker offers it: a value edited into the settings file that is
  /// neither Sunday nor Monday shows (and counts) as Monday instead of a blank picker.
  private var weekStartChoice: Binding<Int> {
    Binding(
      get: { WeeklyTotals.firstWeekday(setting: weekStart) }, set: { weekStart = $0 })
  }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        Text("Keyboard Shortcuts").bold()
        // The live overview: the commands the menus hold right now, in this terminal's keys.
        KeyboardShortcutsView()
        Text("F10 opens the menu bar, which also lists the standard items.")
          .foregroundStyle(.secondary)
        Divider()
        Text("Settings").bold()
        // Side by side, so the overview above and Export below fit a 30-row terminal.
        HStack(spacing: 3) {
          Picker("Week starts on", selection: weekStartChoice) {
            Text("Monday").tag(2)
            Text("Sunday").tag(1)
          }
          Picker("Time format", selection: $uses24HourTime) {
            Text("24-hour").tag(true)
            Text("12-hour").tag(false)
          }
        }
        Text("Export").bold()
        Button("Export Entries to CSV…") { appState.exportEntries() }
          .keyboardShortcut("e", modifiers: [.command, .shift])
        if let status = appState.exportStatus {
          Text(status).foregroundStyle(.secondary)
        }
      }
      .padding(.horizontal, 1)
    }
  }
}
