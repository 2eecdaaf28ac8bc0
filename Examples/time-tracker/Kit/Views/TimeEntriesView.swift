import ExampleSupport
import Foundation
import Keystroke

/// The Time Entries tab: a search field (Find, ⌘F), this week's totals per project, and the
/// entries grouped by day with each day's total; Edit opens the form sheet, Delete asks first.
/// Shift+F10 on an entry opens a context menu with the same two actions.
struct TimeEntriesView: View {
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker
  @AppStorage("weekStart") private var weekStart = 2
  @AppStorage("uses24HourTime") private var uses24HourTime = true
  @FocusState private var searchFocused: Bool
  @State private var selectedEntryID: Int?
  @State private var confirmingDelete = false

  var body: some View {
    let format = ClockFormat(uses24Hours: uses24HourTime)
    let groups = tracker.dayGroups(matching: appState.searchText, calendar: format.calendar)
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("Search").foregroundStyle(.secondary)
        TextField("project, task or note", text: $appState.searchText)
          .focused($searchFocused)
      }
      Text(weekLine(format: format)).foregroundStyle(.secondary)
      Divider()
      if groups.isEmpty {
        if appState.searchText.isEmpty {
          ContentUnavailableView(
            "No time entries yet.", systemImage: "timer",
            description: Text("Entries the timer records appear here."))
        } else {
          ContentUnavailableView(
            "No entries match.", systemImage: "magnifyingglass",
            description: Text("Try another project, task or note."))
        }
      } else {
        List(selection: $selectedEntryID) {
          // One row builder for all days, capturing only what rows read: the list evaluates
          // every day on each update.
          let tracker = self.tracker
          let row = { (entry: TimeEntry) in
            EntryRow(
              entry: entry, title: tracker.title(projectID: entry.projectID, taskID: entry.taskID),
              format: format)
          }
          ForEach(groups) { group in
            Section {
              ForEach(group.entries, content: row)
            } header: {
              Text(group.title)
            }
          }
        }
        .frame(maxHeight: .infinity)
        .contextMenu {
          // Shift+F10 on the selected entry; the same actions as the buttons below.
          Button("Edit…") {
            if let entry = selectedEntry { appState.editingEntry = entry }
          }
          .keyboardShortcut("e")
          .disabled(selectedEntry == nil)
          Button("Delete…", role: .destructive) { confirmingDelete = true }
            .keyboardShortcut(.delete)
            .disabled(selectedEntry == nil)
        }
      }
      Divider()
      HStack(spacing: 2) {
        Button("Edit…") {
          if let entry = selectedEntry { appState.editingEntry = entry }
        }
        .keyboardShortcut("e")
        .disabled(selectedEntry == nil)
        Button("Delete…", role: .destructive) { confirmingDelete = true }
          .keyboardShortcut(.delete)
          .disabled(selectedEntry == nil)
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .onChange(of: appState.wantsSearchFocus, initial: true) {
      if appState.wantsSearchFocus {
        searchFocused = true
        appState.wantsSearchFocus = false
      }
    }
    .onChange(of: groups.first?.entries.first?.id, initial: true) {
      // Keep a selection, so Edit and Delete act on the newest entry until another is chosen.
      let visible = groups.contains { $0.entries.contains { $0.id == selectedEntryID } }
      if !visible { selectedEntryID = groups.first?.entries.first?.id }
    }
    .confirmationDialog("Delete this entry?", isPresented: $confirmingDelete) {
      Button("Delete Entry", role: .destructive) {
        if let id = selectedEntryID { tracker.deleteEntry(id: id) }
        selectedEntryID = nil
      }
      Button("Cancel", role: .cancel) {}
    }
  }

  private var selectedEntry: TimeEntry? {
    guard let selectedEntryID else { return nil }
    return tracker.entry(id: selectedEntryID)
  }

  private func weekLine(format: ClockFormat) -> String {
    let totals = tracker.weeklyTotals(
      containing: AppEnvironment.now, firstWeekday: weekStart, calendar: format.calendar)
    let parts = totals.perProject.map { item in
      SingleLineText.display(tracker.project(id: item.projectID)?.name ?? "?") + " "
        + DurationText.hoursMinutes(item.total)
    }
    let body = parts.isEmpty ? "nothing yet" : parts.joined(separator: " · ")
    return "Week of \(format.day(totals.weekStart)): \(body) · total "
      + DurationText.hoursMinutes(totals.total)
  }
}
