import Keystroke

/// The window: the tab bar and the selected pane, each pane starting with its marker line
/// (`TIMER-PANE`, `PROJECTS-PANE`, `ENTRIES-PANE`, `MORE-PANE`) that the benchmark waits for.
struct TabsScreen: View {
  @EnvironmentObject private var panes: PaneSelection
  /// Made once: the screen is created again whenever the app's body runs (each tab switch
  /// changes the app's selection object), and the rows never change.
  private static let rows = EntryRow.generate()
  private let projects = [
    "Apollo", "Borealis", "Cascade", "Dynamo", "Ember", "Fjord", "Gemini", "Helix",
  ]

  var body: some View {
    TabView(selection: $panes.selected) {
      Tab("Timer", systemImage: "timer", value: PaneSelection.Pane.timer) {
        pane("TIMER-PANE") { Text("00:00:00  (not running)") }
      }
      Tab("Projects", systemImage: "folder", value: PaneSelection.Pane.projects) {
        pane("PROJECTS-PANE") {
          ForEach(projects, id: \.self) { Text("- \($0)") }
        }
      }
      Tab("Time Entries", systemImage: "list.bullet", value: PaneSelection.Pane.entries) {
        pane("ENTRIES-PANE") {
          Text("   #  Date        Project     Task            Duration").bold()
          List(Self.rows) { Text($0.line) }
        }
      }
      Tab("More", systemImage: "ellipsis", value: PaneSelection.Pane.more) {
        pane("MORE-PANE") { Text("Settings, export, about ...") }
      }
    }
  }

  private func pane<Content: View>(_ marker: String, @ViewBuilder content: () -> Content)
    -> some View
  {
    VStack(alignment: .leading, spacing: 0) {
      Text(marker).bold()
      content()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
