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
  public func goals() throws(SQLiteError) -> [Goal] {
    try database.query(
      "SELECT id, name, target, unit, period, archived FROM goal ORDER BY name COLLATE NOCASE, id"
    ).map { row in
      Goal(
        id: row.int(0), name: row.string(1), target: Self.double(row.values[2]),
        unit: row.string(3), period: GoalPeriod(rawValue: row.string(4)) ?? .weekly,
        isArchived: row.int(5) != 0)
    }
  }

  /// Every progress update, newest first.
  public func updates() throws(SQLiteError) -> [ProgressUpdate] {
    try database.query(
      "SELECT id, goal_id, amount, day, note FROM progress ORDER BY day DESC, id DESC"
    ).map { row in
      ProgressUpdate(
        id: row.int(0), goalID: row.int(1), amount: Self.double(row.values[2]),
        date: Date(timeIntervalSince1970: Self.double(row.values[3])), note: row.string(4))
    }
  }

  /// Every custom unit, by name.
  public func units() throws(SQLiteError) -> [CustomUnit] {
    try database.query("SELECT id, name FROM unit ORDER BY name COLLATE NOCASE")
      .map { CustomUnit(id: $0.int(0), name: $0.string(1)) }
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
  public func update(_ goal: Goal) throws(SQLiteError) {
    try database.execute(
      "UPDATE goal SET name = ?, target = ?, unit = ?, period = ?, archived = ? WHERE id = ?",
      Self.values(of: goal) + [.integer(Int64(goal.id))])
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

  private static func values(of goal: Goal) -> [SQLiteValue] {
    [
      .text(goal.name), .real(goal.target), .text(goal.unit), .text(goal.period.rawValue),
      .integer(goal.isArchived ? 1 : 0),
    ]
  }

  private static func double(_ value: SQLiteValue) -> Double {
    switch value {
    case .real(let number): number
    case .integer(let number): Double(number)
    default: 0
    }
  }
}
