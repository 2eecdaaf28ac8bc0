import Foundation

/// The columns of a ``Table``: one ``TableColumn`` or several built with
/// ``TableColumnBuilder``.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable
  /// How a column sorts its rows (`Never` for columns that do not).
  associatedtype TableColumnSortComparator: SortComparator
}

/// Column content that can list its columns for a table to draw.
protocol TableColumnListing {
  /// The columns, as ``TableColumnSpec`` values of the table's row type.
  @MainActor func columnSpecs() -> [Any]
}
