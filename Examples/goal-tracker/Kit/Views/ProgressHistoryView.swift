import ExampleSupport
import Keystroke

/// Every progress update of one goal, newest first.
struct ProgressHistoryView: View {
  @EnvironmentObject private var library: GoalLibrary
  let goalID: Goal.ID

  var body: some View {
    let unit = library.goal(id: goalID)?.unit ?? ""
    let updates = library.updates(of: goalID)
    VStack(alignment: .leading, spacing: 0) {
      if updates.isEmpty {
        Text("No progress yet.").foregroundStyle(.secondary)
      }
      List(updates) { update in
        Text(Self.line(update, unit: unit))
      }
    }
    .navigationTitle("History")
  }

  /// "2026-01-05  +5 km  Morning run".
  static func line(_ update: ProgressUpdate, unit: String) -> String {
    let note = update.note.isEmpty ? "" : "  " + SingleLineText.display(update.note)
    return "\(DayText.format(update.date))  +\(UnitText.phrase(update.amount, unit))\(note)"
  }
}
