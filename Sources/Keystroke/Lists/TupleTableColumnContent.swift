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

  func sameColumns(as other: any TableColumnListing) -> Bool { sameParts(as: other) }

  /// Compares with `other` opened, its type checked by comparing metatypes rather than by a
  /// dynamic cast.
  private func sameParts<Other: TableColumnListing>(as other: Other) -> Bool {
    guard Other.self == Self.self else { return false }
    let otherParts = withUnsafePointer(to: other) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.parts }
    }
    guard parts.count == otherParts.count else { return false }
    for index in parts.indices where !parts[index].sameColumns(as: otherParts[index]) {
      return false
    }
    return true
  }
}
