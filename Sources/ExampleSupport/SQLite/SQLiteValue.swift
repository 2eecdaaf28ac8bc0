/// A value bound to a statement's parameter or read from a result column.
public enum SQLiteValue: Hashable, Sendable {
  /// SQL `NULL`.
  case null
  /// A 64-bit integer.
  case integer(Int64)
  /// A double.
  case real(Double)
  /// UTF-8 text.
  case text(String)
}

extension SQLiteValue: ExpressibleByIntegerLiteral {
  /// An integer value from a literal.
  public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLiteValue: ExpressibleByStringLiteral {
  /// A text value from a literal.
  public init(stringLiteral value: String) { self = .text(value) }
}

extension SQLiteValue: ExpressibleByNilLiteral {
  /// `NULL`.
  public init(nilLiteral: ()) { self = .null }
}

extension SQLiteValue {
  /// An integer, or `NULL` for `nil`.
  public static func integer(_ value: Int?) -> SQLiteValue {
    value.map { .integer(Int64($0)) } ?? .null
  }

  /// Text, or `NULL` for `nil`.
  public static func text(_ value: String?) -> SQLiteValue {
    value.map { .text($0) } ?? .null
  }
}
