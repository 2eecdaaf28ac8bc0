import Foundation

/// Entries as CSV: a header, then one line per entry, oldest first, fields quoted when they
/// contain a comma, a quote or a line break. The date is the local day the entry starts on;
/// start and end are both full ISO 8601 instants with the local offset, to the second, so a
/// spreadsheet or script reads them the same way whatever the app's time format.
public enum CSVExport {
  /// The CSV text.
  public static func csv(
    entries: [TimeEntry], projects: [Int: Project], tasks: [Int: ProjectTask], format: ClockFormat
  ) -> String {
    var lines = ["date,start,end,duration,project,task,note"]
    for entry in entries.sorted(by: { $0.start < $1.start }) {
      let fields = [
        format.isoDay(entry.start),
        format.iso8601(entry.start),
        format.iso8601(entry.end),
        DurationText.hoursMinutes(entry.duration),
        projects[entry.projectID]?.name ?? "",
        entry.taskID.flatMap { tasks[$0]?.name } ?? "",
        entry.note,
      ]
      lines.append(fields.map(quoted).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return field
    }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
