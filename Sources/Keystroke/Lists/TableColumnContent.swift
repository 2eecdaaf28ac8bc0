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

  /// Whether `other` lists the same columns: the same headers, widths and sorting, and cells
  /// made by the same code from the same captured values. A table whose columns are the same
  /// as last update's keeps the specs it made then, so a row showing an equal value compares
  /// equal and is not built again.
  func sameColumns(as other: any TableColumnListing) -> Bool
}

extension TableColumnListing {
  /// Compares the two values field by field, closures by identity.
  func sameColumns(as other: any TableColumnListing) -> Bool {
    guard let other = ownTyped(other) else { return false }
    return ViewComparison.sameInputs(self, other)
  }

  /// `other` as a value of this type, or `nil` when it is of another: opened and its metatype
  /// compared, which costs nothing like the dynamic cast `as? Self` makes through the runtime
  /// (a table compares its columns with last update's on every update).
  func ownTyped<Other: TableColumnListing>(_ other: Other) -> Self? {
    guard Other.self == Self.self else { return nil }
    return withUnsafePointer(to: other) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee }
    }
  }
}
