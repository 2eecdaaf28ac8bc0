import ExampleSupport
import Foundation
import Keystroke

/// The Time Entries tab: a search field (Find, ⌘F; ↓ goes on to the entries), this week's
/// totals per project, and the entries in a table (date, times, duration, project, note)
/// sorted by any column but the times (`<`, `>` and `r` on the table), newest first to begin
/// with; the selected entry's day total is under it. Edit (⌘E, or Return on a row) opens the form sheet, Delete asks first.
/// Shift+F10 on an entry opens a context menu with the same two actions.
struct TimeEntriesView: View {
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker
  @AppStorage("weekStart") private var weekStart = 2
  @AppStorage("uses24HourTime") private var uses24HourTime = true
  @FocusState private var searchFocused: Bool
  @FocusState private var tableFocused: Bool
  @State private var selectedEntryID: Int?
  @State private var confirmingDelete = false
  @State private var sortOrder = [KeyPathComparator(\EntryTableRow.start, order: .reverse)]

  var body: some View {
    let format = ClockFormat(uses24Hours: uses24HourTime)
    let rows = tracker.tableRows(matching: appState.searchText, format: format, order: sortOrder)
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("Search").foregroundStyle(.secondary)
        TextField("project, task or note", text: $appState.searchText)
          .focused($searchFocused)
          // ↓ goes on to the entries found, as from a list's search field.
          .onKeyPress(.downArrow) {
            guard !rows.isEmpty else { return .ignored }
            tableFocused = true
            return .handled
          }
      }
      // At most three lines, and fewer when the table needs the room: the entries come first.
      Text(weekLine(format: format)).foregroundStyle(.secondary).lineLimit(3)
      Divider()
      if rows.isEmpty {
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
        Table(rows, selection: $selectedEntryID, sortOrder: $sortOrder) {
          // Date, times and duration keep their whole width (`Mon 2026-01-05`, `09:00–09:25`,
          // `10:00`); the project and the note give way first when the window is narrow.
          TableColumn("Date", value: \.start) { row in Text(row.day) }
            .width(min: 14, max: 14)
          TableColumn("Time") { row in Text(row.times) }
            .width(min: format.uses24Hours ? 11 : 17, max: format.uses24Hours ? 11 : 17)
          TableColumn("Duration", value: \.duration) { row in
            Text(DurationText.hoursMinutes(row.duration)).bold()
          }
          .width(min: 5, max: 10)
          TableColumn("Project", value: \.title)
            .width(min: 10)
          TableColumn("Note", value: \.note) { row in
            Text(row.note).foregroundStyle(.secondary)
          }
        }
        .focused($tableFocused)
        .frame(maxHeight: .infinity)
        .layoutPriority(1)
        .contextMenu(forSelectionType: Int.self) { ids in
          // Shift+F10 on the selected entry; the same actions as the buttons below.
          Button("Edit…") { edit(ids) }
            .keyboardShortcut("e")
            .disabled(ids.isEmpty)
          Button("Delete…", role: .destructive) { confirmingDelete = true }
            .keyboardShortcut(.delete)
            .disabled(ids.isEmpty)
        } primaryAction: { ids in
          // Return on a row edits it.
          edit(ids)
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
        if let row = rows.first(where: { $0.id == selectedEntryID }) {
          Text(row.day + "   total " + DurationText.hoursMinutes(row.dayTotal))
            .foregroundStyle(.secondary)
            .lineLimit(1)
        }
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
    .onChange(of: rows.first?.id, initial: true) {
      // Keep a selection, so Edit and Delete act on the first row until another is chosen.
      if !rows.contains(where: { $0.id == selectedEntryID }) { selectedEntryID = rows.first?.id }
    }
    .confirmationDialog("Delete this entry?", isPresented: $confirmingDelete) {
      Button("Delete Entry", role: .destructive) {
        if let id = selectedEntryID { tracker.deleteEntry(id: id) }
        selectedEntryID = nil
      }
      Button("Cancel", role: .cancel) {}
    }
  }

  /// Opens the editor on the entry among `ids` (the table selects one at a time).
  private func edit(_ ids: Set<Int>) {
    if let id = ids.first, let entry = tracker.entry(id: id) { appState.editingEntry = entry }
  }

  private var selectedEntry: TimeEntry? {
    guard let selectedEntryID else { return nil }
    return tracker.entry(id: selectedEntryID)
  }

  private func weekLine(format: ClockFormat) -> String {
    let totals = tracker.weeklyTotals(
      containing: AppEnvironment.now,
      firstWeekday: WeeklyTotals.firstWeekday(setting: weekStart), calendar: format.calendar)
    let parts = totals.perProject.map { item in
      SingleLineText.display(tracker.project(id: item.projectID)?.name ?? "?") + " "
        + DurationText.hoursMinutes(item.total)
    }
    let body = parts.isEmpty ? "nothing yet" : parts.joined(separator: " · ")
    return "Week of \(format.day(totals.weekStart)): \(body) · total "
      + DurationText.hoursMinutes(totals.total)
  }
}
