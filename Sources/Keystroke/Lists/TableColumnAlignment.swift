import Foundation

/// Where a table column's header and cells sit within the column: set with
/// `.alignment(_:)` on a column.
///
/// On the grid a leading column starts each cell at the column's left edge, a trailing one ends
/// it at the right edge, and a centred one shares the spare cells either side (the extra one on
/// the right). Numbers are written left to right in every numbering system Foundation knows, so
/// `.numeric` lines them up on the right.
public struct TableColumnAlignment: Hashable, Sendable {
  /// Where a cell goes in its column.
  enum Placement: Hashable, Sendable {
    case leading, center, trailing
  }

  let placement: Placement

  /// The default column alignment: leading.
  public static var automatic: TableColumnAlignment { TableColumnAlignment(placement: .leading) }

  /// Leading column alignment.
  public static var leading: TableColumnAlignment { TableColumnAlignment(placement: .leading) }

  /// Center column alignment.
  public static var center: TableColumnAlignment { TableColumnAlignment(placement: .center) }

  /// Trailing column alignment.
  public static var trailing: TableColumnAlignment { TableColumnAlignment(placement: .trailing) }

  /// Column alignment for numeric content: trailing, so digits line up.
  public static var numeric: TableColumnAlignment { TableColumnAlignment(placement: .trailing) }

  /// Column alignment for numeric content in a numbering system: trailing, as numbers are
  /// written left to right.
  public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
    TableColumnAlignment(placement: .trailing)
  }

  /// A number standing for the placement, for comparing one layout with another.
  var drawingCode: Int {
    switch placement {
    case .leading: return 0
    case .center: return 1
    case .trailing: return 2
    }
  }

  /// The x offset of content `width` cells wide in a column `column` cells wide.
  func offset(of width: Int, in column: Int) -> Int {
    let spare = max(0, column - width)
    switch placement {
    case .leading: return 0
    case .center: return spare / 2
    case .trailing: return spare
    }
  }
}
