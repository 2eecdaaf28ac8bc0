import ExampleSupport
import Foundation

/// The time tracker's SQLite file: projects, tasks, entries and the running timer. Every
/// method commits before it returns.
@MainActor
public final class TimeStore {
  /// The schema's history; `user_version` says how much of it a file has.
  public static let migrations = [
    SQLiteMigration(
      version: 1,
      statements: [
        """
        CREATE TABLE project (
          id INTEGER PRIMARY KEY, name TEXT NOT NULL, archived INTEGER NOT NULL DEFAULT 0)
        """,
        """
        CREATE TABLE task (
          id INTEGER PRIMARY KEY,
          project_id INTEGER NOT NULL REFERENCES project(id) ON DELETE CASCADE,
          name TEXT NOT NULL)
        """,
        """
        CREATE TABLE entry (
          id INTEGER PRIMARY KEY,
          project_id INTEGER NOT NULL REFERENCES project(id) ON DELETE CASCADE,
          task_id INTEGER REFERENCES task(id) ON DELETE SET NULL,
          start REAL NOT NULL, end REAL NOT NULL, note TEXT NOT NULL DEFAULT '')
        """,
        "CREATE INDEX entry_start ON entry(start)",
        """
        CREATE TABLE running_timer (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          project_id INTEGER NOT NULL REFERENCES project(id) ON DELETE CASCADE,
          task_id INTEGER REFERENCES task(id) ON DELETE SET NULL,
          start REAL NOT NULL)
        """,
      ])
  ]

  /// The file name inside the data directory.
  public static let fileName = "time-tracker.sqlite"

  private let database: SQLiteDatabase
  private var seenVersion: Int?

  /// The database file.
  public var path: String { database.path }

  /// Opens (or creates) the store in `directory`.
  ///
  /// - Throws: ``SQLiteError`` naming the file; the file is left untouched.
  public init(directory: String) throws(SQLiteError) {
    database = try SQLiteDatabase(
      path: directory + "/" + Self.fileName, migrations: Self.migrations)
  }

  // MARK: Reading

  /// Every project, by name.
  public func projects() throws(SQLiteError) -> [Project] {
    var projects: [Project] = []
    for row in try database.query(
      "SELECT id, name, archived FROM project ORDER BY name COLLATE NOCASE, id")
    {
      let id = try rowID(row, 0, "a project")
      guard let archived = row.exactInt(2) else { throw bad("project \(id)", "archived") }
      projects.append(Project(id: id, name: row.string(1), isArchived: archived != 0))
    }
    return projects
  }

  /// Every task, by name.
  public func tasks() throws(SQLiteError) -> [ProjectTask] {
    var tasks: [ProjectTask] = []
    for row in try database.query(
      "SELECT id, project_id, name FROM task ORDER BY name COLLATE NOCASE, id")
    {
      let id = try rowID(row, 0, "a task")
      let projectID = try rowID(row, 1, "task \(id)")
      tasks.append(ProjectTask(id: id, projectID: projectID, name: row.string(2)))
    }
    return tasks
  }

  /// Every entry, oldest first.
  ///
  /// - Throws: ``SQLiteError`` of kind `.corrupt` for a row whose ids are not whole numbers or
  ///   whose times are not times (an infinity, a year past 9999).
  public func entries() throws(SQLiteError) -> [TimeEntry] {
    var entries: [TimeEntry] = []
    for row in try database.query(
      "SELECT id, project_id, task_id, start, end, note FROM entry ORDER BY start, id")
    {
      let id = try rowID(row, 0, "an entry")
      let projectID = try rowID(row, 1, "entry \(id)")
      let taskID = row.values[2] == .null ? nil : try rowID(row, 2, "entry \(id)")
      guard let start = row.date(3) else { throw bad("entry \(id)", "start") }
      guard let end = row.date(4) else { throw bad("entry \(id)", "end") }
      entries.append(
        TimeEntry(
          id: id, projectID: projectID, taskID: taskID, start: start, end: end,
          note: row.string(5)))
    }
    return entries
  }

  /// The running timer, if any.
  public func runningTimer() throws(SQLiteError) -> RunningTimer? {
    guard
      let row = try database.query(
        "SELECT project_id, task_id, start FROM running_timer WHERE id = 1"
      ).first
    else { return nil }
    let projectID = try rowID(row, 0, "the running timer")
    let taskID = row.values[1] == .null ? nil : try rowID(row, 1, "the running timer")
    guard let start = row.date(2) else { throw bad("the running timer", "start") }
    return RunningTimer(projectID: projectID, taskID: taskID, start: start)
  }

  /// A whole-number id in column `index`, or the damage error naming `owner`.
  private func rowID(_ row: SQLiteRow, _ index: Int, _ owner: String) throws(SQLiteError) -> Int {
    guard let id = row.exactInt(index) else { throw bad(owner, "id") }
    return id
  }

  /// The damage error for a value that cannot be trusted, naming its row and column.
  private func bad(_ owner: String, _ column: String) -> SQLiteError {
    database.damaged("\(owner) has an unreadable \(column)")
  }

  // MARK: Writing

  /// Adds a project and returns it.
  public func addProject(named name: String) throws(SQLiteError) -> Project {
    try database.execute("INSERT INTO project (name) VALUES (?)", [.text(name)])
    return Project(id: database.lastInsertedRowID, name: name)
  }

  /// Renames and archives or restores a project.
  public func updateProject(_ project: Project) throws(SQLiteError) {
    try database.execute(
      "UPDATE project SET name = ?, archived = ? WHERE id = ?",
      [.text(project.name), .integer(project.isArchived ? 1 : 0), .integer(project.id)])
  }

  /// Deletes a project with its tasks, entries and timer.
  public func deleteProject(id: Int) throws(SQLiteError) {
    try database.execute("DELETE FROM project WHERE id = ?", [.integer(id)])
  }

  /// Adds a task to a project and returns it.
  public func addTask(named name: String, projectID: Int) throws(SQLiteError) -> ProjectTask {
    try database.execute(
      "INSERT INTO task (project_id, name) VALUES (?, ?)", [.integer(projectID), .text(name)])
    return ProjectTask(id: database.lastInsertedRowID, projectID: projectID, name: name)
  }

  /// Renames a task.
  public func updateTask(_ task: ProjectTask) throws(SQLiteError) {
    try database.execute(
      "UPDATE task SET name = ? WHERE id = ?", [.text(task.name), .integer(task.id)])
  }

  /// Deletes a task; its entries and a timer on it stay, on the project alone.
  public func deleteTask(id: Int) throws(SQLiteError) {
    try database.execute("DELETE FROM task WHERE id = ?", [.integer(id)])
  }

  /// Adds an entry and returns it with its id.
  @discardableResult
  public func addEntry(_ entry: TimeEntry) throws(SQLiteError) -> TimeEntry {
    try database.execute(
      "INSERT INTO entry (project_id, task_id, start, end, note) VALUES (?, ?, ?, ?, ?)",
      Self.values(of: entry))
    var saved = entry
    saved = TimeEntry(
      id: database.lastInsertedRowID, projectID: entry.projectID, taskID: entry.taskID,
      start: entry.start, end: entry.end, note: entry.note)
    return saved
  }

  /// Adds many entries in one transaction (for imports and benchmarks).
  public func addEntries(_ entries: [TimeEntry]) throws {
    try database.transaction {
      for entry in entries { try addEntry(entry) }
    }
  }

  /// Replaces an entry's fields.
  public func updateEntry(_ entry: TimeEntry) throws(SQLiteError) {
    try database.execute(
      "UPDATE entry SET project_id = ?, task_id = ?, start = ?, end = ?, note = ? WHERE id = ?",
      Self.values(of: entry) + [.integer(entry.id)])
  }

  /// Deletes an entry.
  public func deleteEntry(id: Int) throws(SQLiteError) {
    try database.execute("DELETE FROM entry WHERE id = ?", [.integer(id)])
  }

  /// Records a running timer (replacing none: there is at most one).
  public func startTimer(_ timer: RunningTimer) throws(SQLiteError) {
    try database.execute(
      "INSERT INTO running_timer (id, project_id, task_id, start) VALUES (1, ?, ?, ?)",
      [.integer(timer.projectID), .integer(timer.taskID), .real(timer.start.timeIntervalSince1970)]
    )
  }

  /// Stops the running timer, turning it into an entry ending at `end`, in one transaction.
  ///
  /// - Throws: ``SQLiteError`` of kind `.constraint` if the file holds no such timer (another
  ///   copy of the app stopped it, or started another); nothing is changed then.
  public func stopTimer(_ timer: RunningTimer, at end: Date) throws -> TimeEntry {
    try database.transaction {
      try database.execute(
        "DELETE FROM running_timer WHERE id = 1 AND project_id = ? AND start = ?",
        [.integer(timer.projectID), .real(timer.start.timeIntervalSince1970)])
      guard database.changedRowCount == 1 else {
        throw SQLiteError(
          kind: .constraint, path: path, code: 0, reason: "the timer is no longer running")
      }
      return try addEntry(
        TimeEntry(
          id: 0, projectID: timer.projectID, taskID: timer.taskID, start: timer.start, end: end))
    }
  }

  /// Whether another program committed a change since the last call (the first call says
  /// `false`); see ``SQLiteDatabase/dataVersion()``.
  public func changedElsewhere() throws(SQLiteError) -> Bool {
    let version = try database.dataVersion()
    defer { seenVersion = version }
    return seenVersion.map { $0 != version } ?? false
  }

  /// Closes the file.
  public func close() { database.close() }

  private static func values(of entry: TimeEntry) -> [SQLiteValue] {
    [
      .integer(entry.projectID), .integer(entry.taskID), .real(entry.start.timeIntervalSince1970),
      .real(entry.end.timeIntervalSince1970), .text(entry.note),
    ]
  }
}
