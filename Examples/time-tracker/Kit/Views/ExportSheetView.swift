import ExampleSupport
import Foundation
import Keystroke

/// Asks where to export the entries as CSV, writes the file atomically, and shows a failure in
/// an alert naming the file.
struct ExportSheetView: View {
  @EnvironmentObject var appState: AppState
  @EnvironmentObject var tracker: Tracker
  @Environment(\.dismiss) private var dismiss
  @AppStorage("uses24HourTime") private var uses24HourTime = true
  @State private var path = ExportSheetView.defaultPath
  @State private var failure: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Export Entries to CSV").bold()
      HStack {
        Text("File").foregroundStyle(.secondary)
        TextField("path/to/entries.csv", text: $path).frame(minWidth: 40)
      }
      Text(CountText.entries(tracker.entries.count) + "; an existing file is replaced.")
        .foregroundStyle(.secondary)
      HStack(spacing: 2) {
        Button("Cancel", role: .cancel) { dismiss() }
        Button("Export") { export() }
          .keyboardShortcut("s")
          .disabled(path.trimmingCharacters(in: .whitespaces).isEmpty)
      }
    }
    .onSubmit { export() }
    .alert("Export failed", isPresented: failureShown) {
      Button("OK") { failure = nil }
    } message: {
      Text(failure ?? "")
    }
  }

  private var failureShown: Binding<Bool> {
    Binding(get: { failure != nil }, set: { if !$0 { failure = nil } })
  }

  private func export() {
    let target = ExportSheetView.expand(path.trimmingCharacters(in: .whitespaces))
    let text = CSVExport.csv(
      entries: tracker.entries,
      projects: Dictionary(uniqueKeysWithValues: tracker.projects.map { ($0.id, $0) }),
      tasks: Dictionary(uniqueKeysWithValues: tracker.tasks.map { ($0.id, $0) }),
      format: ClockFormat(uses24Hours: uses24HourTime))
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: target)
      appState.exportStatus =
        "Exported " + CountText.entries(tracker.entries.count) + " to \(target)"
      dismiss()
    } catch {
      failure = error.description
    }
  }

  /// `~/…` expanded to the home folder; relative paths are relative to the current folder.
  static func expand(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/") else { return path }
    let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
    return home + path.dropFirst()
  }

  static let defaultPath = "~/time-entries.csv"
}
