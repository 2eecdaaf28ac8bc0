import CSQLite

/// A prepared statement: compiled once, run many times with bound parameters.
///
/// A statement belongs to the ``SQLiteDatabase`` that prepared it and is finalized when
/// released; the database keeps the ones it caches. The statement refers to its database
/// weakly: the database's cache holds the statement, and a strong reference back would keep
/// every database open (and its write-ahead log unmerged) for the rest of the process.
public final class SQLiteStatement {
  let handle: OpaquePointer
  weak var database: SQLiteDatabase?

  init(handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  /// Runs the statement with `parameters` bound to `?1`, `?2`, … and returns every row.
  ///
  /// - Throws: ``SQLiteError`` if binding or a step fails.
  @discardableResult
  public func run(_ parameters: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    defer { sqlite3_reset(handle) }
    for (offset, value) in parameters.enumerated() {
      try bind(value, at: Int32(offset + 1))
    }
    var rows: [SQLiteRow] = []
    let columns = sqlite3_column_count(handle)
    while true {
      let result = sqlite3_step(handle)
      if result == SQLITE_DONE { break }
      guard result == SQLITE_ROW else { throw failure(result) }
      var values: [SQLiteValue] = []
      values.reserveCapacity(Int(columns))
      for column in 0..<columns { values.append(value(at: column)) }
      rows.append(SQLiteRow(values: values))
    }
    return rows
  }

  private func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
    let result: Int32
    switch value {
    case .null: result = sqlite3_bind_null(handle, index)
    case .integer(let number): result = sqlite3_bind_int64(handle, index, number)
    case .real(let number): result = sqlite3_bind_double(handle, index, number)
    case .text(let text):
      result = sqlite3_bind_text(handle, index, text, -1, SQLiteStatement.transient)
    }
    guard result == SQLITE_OK else { throw failure(result) }
  }

  private func value(at column: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
    case SQLITE_NULL: return .null
    default:
      guard let text = sqlite3_column_text(handle, column) else { return .null }
      return .text(String(cString: text))
    }
  }

  /// SQLite's `SQLITE_TRANSIENT`: copy the bound bytes now.
  nonisolated(unsafe) static let transient = unsafeBitCast(
    -1, to: sqlite3_destructor_type.self)

  /// The error for `code`, from the database's message while it is open.
  private func failure(_ code: Int32) -> SQLiteError {
    database?.error(code)
      ?? SQLiteError(
        kind: .statement, path: "", code: code, reason: String(cString: sqlite3_errstr(code)))
  }
}
