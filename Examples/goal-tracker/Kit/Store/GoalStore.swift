import ExampleSupport
import Foundation

/// The goal tracker's SQLite file: goals, their progress updates and custom units. Every
/// method commits before it returns.
@MainActor
public final class GoalStore {
  /// The schema's history; `user_version` says how much of it a file has.
  public static let migrations = [
    SQLiteMigration(
      version: 1,
      statements: [
        """
        CREATE TABLE goal (
          id INTEGER PRIMARY KEY, name TEXT NOT NULL, target REAL NOT NULL,
          unit TEXT NOT NULL, period TEXT NOT NULL, archived INTEGER NOT NULL DEFAULT 0)
        """,
        """
        CREATE TABLE progress (
          id INTEGER PRIMARY KEY,
          goal_id INTEGER NOT NULL REFERENCES goal(id) ON DELETE CASCADE,
          amount REAL NOT NULL, day REAL NOT NULL, note TEXT NOT NULL DEFAULT '')
        """,
        "CREATE INDEX progress_goal ON progress(goal_id, day)",
        "CREATE TABLE unit (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
      ])
  ]

  /// The file name inside the data directory.
  public static let fileName = "goal-tracker.sqlite"

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

  /// Every goal, by name.
  ///
  /// - Throws: ``SQLiteError`` of kind `.corrupt` for a row that cannot be trusted: an id
  ///   that is not a whole number, a target that is not a positive number below a billion.
  public func goals() throws(SQLiteError) -> [Goal] {
    var goals: [Goal] = []
    for row in try database.query(
      "SELECT id, name, target, unit, period, archived FROM goal ORDER BY name COLLATE NOCASE, id"
    ) {
      guard let id = row.exactInt(0) else { throw bad("a goal", "id") }
      guard let target = row.finiteDouble(2), Self.amounts.contains(target), target > 0 else {
        throw bad("goal \(id)", "target")
      }
      guard let archived = row.exactInt(5) else { throw bad("goal \(id)", "archived flag") }
      goals.append(
        Goal(
          id: id, name: row.string(1), target: target, unit: row.string(3),
          period: GoalPeriod(rawValue: row.string(4)) ?? .weekly, isArchived: archived != 0))
    }
    return goals
  }

  /// Every progress update, newest first.
  ///
  /// - Throws: ``SQLiteError`` of kind `.corrupt` for a row that cannot be trusted: an id
  ///   that is not a whole number, an amount beyond a billion, a day that is not a date.
  public func updates() throws(SQLiteError) -> [ProgressUpdate] {
    var updates: [ProgressUpdate] = []
    for row in try database.query(
      "SELECT id, goal_id, amount, day, note FROM progress ORDER BY day DESC, id DESC"
    ) {
      guard let id = row.exactInt(0) else { throw bad("a progress update", "id") }
      guard let goalID = row.exactInt(1) else { throw bad("progress update \(id)", "goal id") }
      guard let amount = row.finiteDouble(2), Self.amounts.contains(amount) else {
        throw bad("progress update \(id)", "amount")
      }
      guard let day = row.date(3) else { throw bad("progress update \(id)", "day") }
      updates.append(
        ProgressUpdate(id: id, goalID: goalID, amount: amount, date: day, note: row.string(4)))
    }
    return updates
  }

  /// Every custom unit, by name.
  public func units() throws(SQLiteError) -> [CustomUnit] {
    var units: [CustomUnit] = []
    for row in try database.query("SELECT id, name FROM unit ORDER BY name COLLATE NOCASE") {
      guard let id = row.exactInt(0) else { throw bad("a unit", "id") }
      units.append(CustomUnit(id: id, name: row.string(1)))
    }
    return units
  }

  /// The amounts and targets a file may hold: the forms accept up to a billion.
  static let amounts: ClosedRange<Double> = -1_000_000_000...1_000_000_000

  /// The damage error for a value that cannot be trusted, naming its row and column.
  private func bad(_ owner: String, _ column: String) -> SQLiteError {
    database.damaged("\(owner) has an unreadable \(column)")
  }

  // MARK: Writing

  /// Adds a goal (its `id` is ignored) and returns it with its new id.
  public func insert(_ goal: Goal) throws(SQLiteError) -> Goal {
    try database.execute(
      "INSERT INTO goal (name, target, unit, period, archived) VALUES (?, ?, ?, ?, ?)",
      Self.values(of: goal))
    var saved = goal
    saved.id = database.lastInsertedRowID
    return saved
  }

  /// Rewrites a goal.
  ///
  /// - Throws: ``SQLiteError`` of kind `.constraint` if the goal is no longer in the file
  ///   (another copy of the app deleted it).
  public func update(_ goal: Goal) throws(SQLiteError) {
    try database.execute(
      "UPDATE goal SET name = ?, target = ?, unit = ?, period = ?, archived = ? WHERE id = ?",
      Self.values(of: goal) + [.integer(Int64(goal.id))])
    guard database.changedRowCount == 1 else {
      throw SQLiteError(kind: .constraint, path: path, code: 0, reason: "the goal was deleted")
    }
  }

  /// Archives the goals with `ids`, in one transaction.
  public func archive(ids: Set<Int>) throws {
    try database.transaction {
      for id in ids.sorted() {
        try database.execute("UPDATE goal SET archived = 1 WHERE id = ?", [.integer(Int64(id))])
      }
    }
  }

  /// Deletes the goals with `ids` and their progress, in one transaction.
  public func delete(ids: Set<Int>) throws {
    try database.transaction {
      for id in ids.sorted() {
        try database.execute("DELETE FROM progress WHERE goal_id = ?", [.integer(Int64(id))])
        try database.execute("DELETE FROM goal WHERE id = ?", [.integer(Int64(id))])
      }
    }
  }

  /// Adds a progress update (its `id` is ignored) and returns it with its new id.
  public func insert(_ update: ProgressUpdate) throws(SQLiteError) -> ProgressUpdate {
    try database.execute(
      "INSERT INTO progress (goal_id, amount, day, note) VALUES (?, ?, ?, ?)",
      [
        .integer(Int64(update.goalID)), .real(update.amount),
        .real(update.date.timeIntervalSince1970), .text(update.note),
      ])
    var saved = update
    saved.id = database.lastInsertedRowID
    return saved
  }

  /// Adds a custom unit and returns it.
  public func insertUnit(named name: String) throws(SQLiteError) -> CustomUnit {
    try database.execute("INSERT INTO unit (name) VALUES (?)", [.text(name)])
    return CustomUnit(id: database.lastInsertedRowID, name: name)
  }

  /// Whether another program committed a change since the last call (the first call says
  /// `false`); see ``SQLiteDatabase/dataVersion()``.
  public func changedElsewhere() throws(SQLiteError) -> Bool {
    let version = try database.dataVersion()
    defer { seenVersion = version }
    return seenVersion.map { $0 != version } ?? false
  }

  /// Closes the file, checkpointing its write-ahead log; later calls fail.
  public func close() { database.close() }

  private static func values(of goal: Goal) -> [SQLiteValue] {
    [
      .text(goal.name), .real(goal.target), .text(goal.unit), .text(goal.period.rawValue),
      .integer(goal.isArchived ? 1 : 0),
    ]
  }
}
