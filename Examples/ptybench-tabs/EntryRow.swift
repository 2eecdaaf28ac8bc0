/// One generated time entry of the Time Entries pane: the same shape as the anchors' rows
/// (number, date, project, task, duration), from a fixed seed so every run draws the same.
struct EntryRow: Identifiable {
  let id: Int
  let date: String
  let project: String
  let task: String
  let duration: String
  /// The row as one line of aligned columns, as the curses anchor prints it; made once, with
  /// the row, since rows never change and the list asks for it whenever a row is shown.
  let line: String

  init(id: Int, date: String, project: String, task: String, duration: String) {
    self.id = id
    self.date = date
    self.project = project
    self.task = task
    self.duration = duration
    line =
      pad(String(id), 4, right: true) + "  " + date + "  " + pad(project, 10) + "  "
      + pad(task, 14) + "  " + duration
  }

  private static let projects = [
    "Apollo", "Borealis", "Cascade", "Dynamo", "Ember", "Fjord", "Gemini", "Helix",
  ]
  private static let tasks = [
    "Code review", "Planning", "Bug triage", "Feature work", "Meeting", "Docs", "Support",
  ]
  private static let monthLengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

  /// `count` rows, four a day from 2024-01-01, with pseudo-random projects, tasks and
  /// durations (5 min to 8 h) from a linear congruential generator.
  static func generate(count: Int = 500) -> [EntryRow] {
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    return (0..<count).map { index in
      let minutes = 5 + next(476)
      return EntryRow(
        id: index + 1, date: date(dayOfYear: index / 4),
        project: projects[next(projects.count)], task: tasks[next(tasks.count)],
        duration: "\(minutes / 60)h" + pad(String(minutes % 60), 2, right: true, fill: "0")
          + "m")
    }
  }

  /// The date `day` days after 2024-01-01 (a leap year), as `YYYY-MM-DD`; 500 rows at four a
  /// day stay within it.
  private static func date(dayOfYear day: Int) -> String {
    var month = 0
    var remaining = day
    while month < 11, remaining >= monthLengths[month] {
      remaining -= monthLengths[month]
      month += 1
    }
    return "2024-" + pad(String(month + 1), 2, right: true, fill: "0") + "-"
      + pad(String(remaining + 1), 2, right: true, fill: "0")
  }
}

/// `text` padded with `fill` to `width` characters, on the left when `right` is set.
private func pad(_ text: String, _ width: Int, right: Bool = false, fill: Character = " ")
  -> String
{
  let padding = String(repeating: fill, count: max(0, width - text.count))
  return right ? padding + text : text + padding
}
