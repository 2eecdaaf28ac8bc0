import Foundation

/// The rows of `docs/compatibility.md`: one table row per SwiftUI API, under a heading per
/// family, with a status from a fixed vocabulary.
struct CompatibilityTable {
  /// What Keystroke does with an API.
  enum Status: String, CaseIterable {
    /// Behaves as in SwiftUI.
    case works
    /// Does what the API means, the terminal's way (a pane for a window, a click for a tap).
    case terminalMeaning = "terminal meaning"
    /// Compiles and does nothing, because a terminal cannot show it.
    case noEffect = "no effect"
    /// Does not compile; the notes say why.
    case notAvailable = "not available"
    /// Another engineer's work in progress; the notes name who.
    case planned

    /// Whether code using the API compiles today, so a coverage file must use it.
    var isAvailable: Bool { self == .works || self == .terminalMeaning || self == .noEffect }
  }

  /// One API's row.
  struct Row: Equatable {
    let family: String
    let api: String
    let status: Status
    let line: Int
  }

  let rows: [Row]
  /// Lines of tables that could not be read, with their line numbers.
  let problems: [String]

  /// Reads the tables of `markdown`: a `## ` heading names the family of the rows below it,
  /// and each row is `| \`API\` | status | notes |`. Header and rule rows are skipped.
  init(markdown: String) {
    var rows: [Row] = []
    var problems: [String] = []
    var family = ""
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("## ") {
        family = String(line.dropFirst(3))
        continue
      }
      guard line.hasPrefix("|") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, cells[0] != "API", !cells[0].hasPrefix("---") else { continue }
      let api = cells[0]
      guard api.count > 2, api.hasPrefix("`"), api.hasSuffix("`") else {
        problems.append("line \(index + 1): the API cell is not in backticks: \(api)")
        continue
      }
      let statusText = cells[1].hasPrefix("planned") ? "planned" : cells[1]
      guard let status = Status(rawValue: statusText) else {
        problems.append("line \(index + 1): unknown status \(cells[1])")
        continue
      }
      rows.append(
        Row(
          family: family, api: String(api.dropFirst().dropLast()), status: status, line: index + 1))
    }
    self.rows = rows
    self.problems = problems
  }

  /// The APIs that `// compat: <API>` markers in `source` name.
  static func markers(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("// compat: ") else { return nil }
      return String(trimmed.dropFirst("// compat: ".count))
    }
  }

  /// The package's root folder, found upwards from `file` (this works from the Swift 5 twin's
  /// linked folder too).
  static func packageRoot(from file: String) -> URL? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}
