import Foundation

/// Entries as CSV: a header, then one line per entry, oldest first, fields quoted when they
/// contain a comma, a quote or a line break. The date is the local day the entry starts on;
/// start and end are both full ISO 8601 instants with the local offset, to the second, so a
/// spreadsheet or script reads them the same way whatever the app's time format.
///
/// The names and the note are the user's text, and a spreadsheet runs a cell that starts with
/// `=`, `+`, `-` or `@` (or a tab or carriage return before one) as a formula: a project named
/// `=HYPERLINK(…)` would become a live link. As OWASP advises against CSV injection, such a
/// text cell gets a leading `'`, which spreadsheets read as "this is text". The date, times
/// and duration the app writes itself never get one, so they stay values.
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
      ]
      let text = [
        projects[entry.projectID]?.name ?? "",
        entry.taskID.flatMap { tasks[$0]?.name } ?? "",
        entry.note,
      ]
      lines.append((fields + text.map(inert)).map(quoted).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The characters that make a spreadsheet read a cell as a formula when it starts with one.
  static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  /// `text` as a cell a spreadsheet shows and never runs: with a leading `'` when it starts
  /// like a formula.
  static func inert(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, formulaStarts.contains(first)
    else { return text }
    return "'" + text
  }

  /// `field` quoted as RFC 4180 asks when it holds a comma, a quote or a line break. Scalars,
  /// not characters, are looked at: a Windows line end (`\r\n`) is one character.
  static func quoted(_ field: String) -> String {
    guard field.unicodeScalars.contains(where: { "\",\n\r".unicodeScalars.contains($0) }) else {
      return field
    }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
