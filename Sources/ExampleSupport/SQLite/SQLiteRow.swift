import Foundation

/// One row of a query's result, its columns by position.
///
/// The checked readers (``exactInt(_:)``, ``finiteDouble(_:)``, ``date(_:)``) return `nil`
/// for a value the app must not trust — text where a number belongs, an infinity, a date
/// past the year 9999 — so a damaged or hand-edited file is reported instead of crashing a
/// conversion later.
public struct SQLiteRow: Hashable, Sendable {
  /// The columns, in the order the query names them.
  public let values: [SQLiteValue]

  /// The earliest and latest time ``date(_:)`` accepts: the years 1 to 9999, in seconds since
  /// 1970.
  public static let dateRange: ClosedRange<Double> = -62_135_596_800...253_402_300_799

  /// Creates a row from its values.
  public init(values: [SQLiteValue]) { self.values = values }

  /// The column at `index` as an integer (`0` for `NULL`, text that is not a number, or a
  /// double out of `Int`'s range; a double in range is truncated).
  public func int(_ index: Int) -> Int {
    switch values[index] {
    case .integer(let value): Int(value)
    case .real(let value): value.isFinite ? Int(exactly: value.rounded(.towardZero)) ?? 0 : 0
    case .text(let text): Int(text) ?? 0
    case .null: 0
    }
  }

  /// The column at `index` as an integer, or `nil` for `NULL`.
  public func optionalInt(_ index: Int) -> Int? {
    values[index] == .null ? nil : int(index)
  }

  /// The column at `index` if it holds a whole number an `Int` can hold (an integer, or a
  /// double without a fraction); `nil` for anything else.
  public func exactInt(_ index: Int) -> Int? {
    switch values[index] {
    case .integer(let value): Int(exactly: value)
    case .real(let value): Int(exactly: value)
    case .text, .null: nil
    }
  }

  /// The column at `index` if it holds a finite number; `nil` for an infinity, NaN, text or
  /// `NULL`.
  public func finiteDouble(_ index: Int) -> Double? {
    switch values[index] {
    case .integer(let value): Double(value)
    case .real(let value): value.isFinite ? value : nil
    case .text, .null: nil
    }
  }

  /// The column at `index` as a time stored in seconds since 1970, or `nil` if it is not a
  /// number within ``dateRange``.
  public func date(_ index: Int) -> Date? {
    guard let seconds = finiteDouble(index), Self.dateRange.contains(seconds) else { return nil }
    return Date(timeIntervalSince1970: seconds)
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
