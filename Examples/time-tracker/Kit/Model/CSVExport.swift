import Foundation

/// Entries as CSV: a header, then one line per entry, oldest first, fields quoted when they
/// contain a comma, a quote or a line break.
public enum CSVExport {
  /// The CSV text.
  public static func csv(
    entries: [TimeEntry], projects: [Int: Project], tasks: [Int: ProjectTask], format: ClockFormat
  ) -> String {
    var lines = ["date,start,end,duration,project,task,note"]
    for entry in entries.sorted(by: { $0.start < $1.start }) {
      let fields = [
        format.editableDateTime(entry.start).prefix(10).description,
        format.editableTime(entry.start),
        format.editableDateTime(entry.end),
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
