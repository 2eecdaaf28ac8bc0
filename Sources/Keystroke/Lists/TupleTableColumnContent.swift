import Foundation

/// Several table columns one after another, as ``TableColumnBuilder`` builds them.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>:
  TableColumnContent
{
  /// The type of value each row shows.
  public typealias TableRowValue = RowValue
  /// How the columns sort.
  public typealias TableColumnSortComparator = Sort

  /// The columns.
  public var value: T
  let parts: [any TableColumnListing]
}

extension TupleTableColumnContent: TableColumnListing {
  func columnSpecs() -> [Any] { parts.flatMap { $0.columnSpecs() } }

  func sameColumns(as other: any TableColumnListing) -> Bool {
    guard let other = ownTyped(other), parts.count == other.parts.count else { return false }
    for index in parts.indices where !parts[index].sameColumns(as: other.parts[index]) {
      return false
    }
    return true
  }
}
