/// One row of a query's result, its columns by position.
public struct SQLiteRow: Hashable, Sendable {
  /// The columns, in the order the query names them.
  public let values: [SQLiteValue]

  /// Creates a row from its values.
  public init(values: [SQLiteValue]) { self.values = values }

  /// The column at `index` as an integer (`0` for `NULL` or text, a double truncated).
  public func int(_ index: Int) -> Int {
    switch values[index] {
    case .integer(let value): Int(value)
    case .real(let value): Int(value)
    case .text(let text): Int(text) ?? 0
    case .null: 0
    }
  }

  /// The column at `index` as an integer, or `nil` for `NULL`.
  public func optionalInt(_ index: Int) -> Int? {
    values[index] == .null ? nil : int(index)
  }

  /// The column at `index` as text (empty for `NULL`).
  public func string(_ index: Int) -> String {
    switch values[index] {
    case .text(let text): text
    case .integer(let value): String(value)
    case .real(let value): String(value)
    case .null: ""
    }
  }

  /// The column at `index` as text, or `nil` for `NULL`.
  public func optionalString(_ index: Int) -> String? {
    values[index] == .null ? nil : string(index)
  }
}
