import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open SQLite database in WAL mode, with its schema brought up to date by migrations.
///
/// ```swift
/// let database = try SQLiteDatabase(path: path, migrations: [
///   SQLiteMigration(version: 1, statements: ["CREATE TABLE item (id INTEGER PRIMARY KEY)"]),
/// ])
/// try database.transaction { try database.execute("INSERT INTO item DEFAULT VALUES") }
/// ```
///
/// Opening never deletes, truncates or recreates an existing file: a file that is not a
/// database, a damaged one, one of another app's schema, one written by a newer schema, or one
/// that cannot be read is left as it was (not even switched to WAL) and reported with a
/// ``SQLiteError`` naming it. A new file is created with mode `0600`. Writes are committed with
/// `synchronous = FULL`, so a committed change survives the process being killed.
public final class SQLiteDatabase {
  /// The database file.
  public let path: String
  private var handle: OpaquePointer?
  private var cache: [String: SQLiteStatement] = [:]
  private var transactionDepth = 0

  /// Opens (or creates) the database at `path` and applies the `migrations` it has not had.
  ///
  /// Missing parent directories are created. `migrations` must be numbered 1, 2, 3, ….
  ///
  /// - Throws: ``SQLiteError`` of kind `.unreadable`, `.corrupt`, `.otherSchema`,
  ///   `.newerSchema` or `.statement`; the file is left as it was.
  public init(path: String, migrations: [SQLiteMigration]) throws(SQLiteError) {
    self.path = path
    try Self.checkPath(path)
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let result = sqlite3_open_v2(path, &opened, flags, nil)
    guard result == SQLITE_OK, let opened else {
      let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(opened)
      throw SQLiteError(kind: .unreadable, path: path, code: result, reason: reason)
    }
    handle = opened
    sqlite3_busy_timeout(opened, 2000)
    // Programs opening the same new file at once can meet SQLite's "database is locked"
    // without its busy handler waiting (a read that would have to become a write, the switch
    // to WAL): the opening steps are tried again, a few times, before the error is reported.
    var attempts = 0
    while true {
      do throws(SQLiteError) {
        try prepare(migrations: migrations)
        return
      } catch  where error.code & 0xff == SQLITE_BUSY && attempts < Self.busyRetries {
        attempts += 1
        usleep(50_000)
      } catch {
        close()
        throw error
      }
    }
  }

  /// How many times opening tries its steps again after "database is locked".
  private static let busyRetries = 40

  /// Checks the file's schema and brings it up to date: the steps of opening after the file is
  /// open, safe to run again when one met a lock.
  private func prepare(migrations: [SQLiteMigration]) throws(SQLiteError) {
    // A read first: a file that is not a database fails here, before anything is written.
    let (found, tables) = try readSchema()
    let known = migrations.map(\.version).max() ?? 0
    guard found <= known else {
      throw SQLiteError(
        kind: .newerSchema(found: found, known: known), path: path, code: 0,
        reason: "schema version \(found) is newer than \(known)")
    }
    // Still only reading: a database of another app's schema is refused before the journal
    // mode or a migration could change its header.
    if let reason = SQLiteMigration.foreignSchemaReason(
      tables: tables, version: found, migrations: migrations)
    {
      throw SQLiteError(kind: .otherSchema, path: path, code: 0, reason: reason)
    }
    try execute("PRAGMA journal_mode = WAL")
    try execute("PRAGMA synchronous = FULL")
    try execute("PRAGMA foreign_keys = ON")
    try migrate(from: found, with: migrations)
  }

  deinit { close() }

  /// The schema version and the tables, read in one read transaction: another program
  /// creating the same new file at this moment commits its first migration (a table and the
  /// version) between two separate reads, and a version read before it with tables read after
  /// it would look like another app's file.
  private func readSchema() throws(SQLiteError) -> (version: Int, tables: Set<String>) {
    try execute("BEGIN DEFERRED")
    do throws(SQLiteError) {
      let version = try userVersion()
      let tables = Set(
        try query("SELECT name FROM sqlite_master WHERE type = 'table'").map { $0.string(0) })
      try execute("COMMIT")
      return (version, tables)
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Closes the database (checkpointing the WAL); later calls fail.
  public func close() {
    cache.removeAll()
    if let handle { sqlite3_close_v2(handle) }
    handle = nil
  }

  /// The schema version recorded in the file (`PRAGMA user_version`).
  public func userVersion() throws(SQLiteError) -> Int {
    try query("PRAGMA user_version").first?.int(0) ?? 0
  }

  /// Runs one statement with bound parameters, discarding any rows.
  public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) {
    try statement(sql).run(parameters)
  }

  /// Runs one query with bound parameters and returns its rows.
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError)
    -> [SQLiteRow]
  {
    try statement(sql).run(parameters)
  }

  /// A number that changes whenever another connection (another process, or another
  /// ``SQLiteDatabase`` on the same file) commits a change (`PRAGMA data_version`); this
  /// connection's own commits leave it as it was.
  public func dataVersion() throws(SQLiteError) -> Int {
    try query("PRAGMA data_version").first?.int(0) ?? 0
  }

  /// How many rows the last `INSERT`, `UPDATE` or `DELETE` on this connection changed.
  public var changedRowCount: Int {
    handle.map { Int(sqlite3_changes($0)) } ?? 0
  }

  /// The row id of the last row inserted on this connection.
  public var lastInsertedRowID: Int {
    handle.map { Int(sqlite3_last_insert_rowid($0)) } ?? 0
  }

  /// The prepared statement for `sql`, compiled on first use and cached.
  public func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = cache[sql] { return cached }
    guard let handle else {
      throw SQLiteError(kind: .statement, path: path, code: SQLITE_MISUSE, reason: "closed")
    }
    var prepared: OpaquePointer?
    let result = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
    guard result == SQLITE_OK, let prepared else { throw error(result) }
    let statement = SQLiteStatement(handle: prepared, database: self)
    cache[sql] = statement
    return statement
  }

  /// Runs `body` in a transaction: committed (durably) when it returns, rolled back when it
  /// throws. Nested calls join the outer transaction.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    if transactionDepth > 0 { return try body() }
    try execute("BEGIN IMMEDIATE")
    transactionDepth = 1
    defer { transactionDepth = 0 }
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The error for a value read from the file that the app cannot trust (`what` says which
  /// row and column): reported as damage, naming the file, which is left as it was.
  public func damaged(_ what: String) -> SQLiteError {
    SQLiteError(kind: .corrupt, path: path, code: SQLITE_CORRUPT, reason: what)
  }

  /// The error for a failed call, classified by SQLite's result code.
  func error(_ code: Int32) -> SQLiteError {
    let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed"
    let primary = code & 0xff
    let kind: SQLiteError.Kind =
      switch primary {
      case SQLITE_NOTADB, SQLITE_CORRUPT: .corrupt
      case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY, SQLITE_IOERR: .unreadable
      case SQLITE_CONSTRAINT: .constraint
      default: .statement
      }
    return SQLiteError(kind: kind, path: path, code: code, reason: reason)
  }

  private func migrate(from found: Int, with migrations: [SQLiteMigration]) throws(SQLiteError) {
    let pending = migrations.filter { $0.version > found }.sorted { $0.version < $1.version }
    for migration in pending {
      do {
        try transaction {
          // Another process may have opened the file at the same moment and applied this
          // migration while this one waited for the write lock: check again inside it.
          guard try userVersion() < migration.version else { return }
          for sql in migration.statements { try execute(sql) }
          try execute("PRAGMA user_version = \(migration.version)")
        }
      } catch let failure as SQLiteError {
        throw failure
      } catch {
        throw SQLiteError(kind: .statement, path: path, code: 0, reason: "\(error)")
      }
    }
  }

  /// Fails early, with a clear reason, for paths SQLite would report only vaguely.
  private static func checkPath(_ path: String) throws(SQLiteError) {
    var info = stat()
    if stat(path, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR {
        throw SQLiteError(kind: .unreadable, path: path, code: 0, reason: "it is a directory")
      }
      if access(path, R_OK | W_OK) != 0 {
        throw SQLiteError(
          kind: .unreadable, path: path, code: 0, reason: String(cString: strerror(errno)))
      }
      return
    }
    let directory = parentDirectory(of: path)
    do throws(FileSystemError) {
      try FileSystem.makeDirectories(directory)
    } catch {
      throw SQLiteError(kind: .unreadable, path: path, code: 0, reason: error.description)
    }
    // Created here, empty and private, so SQLite (which gives its -wal and -shm files the
    // database's mode) never makes a file others can read.
    let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if created >= 0 {
      fchmod(created, 0o600)
      #if canImport(Glibc)
      Glibc.close(created)
      #else
      Darwin.close(created)
      #endif
    } else if errno != EEXIST {
      throw SQLiteError(
        kind: .unreadable, path: path, code: 0, reason: String(cString: strerror(errno)))
    }
  }

  private static func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = path[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }
}
