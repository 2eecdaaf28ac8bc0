/// Table columns with an alignment set, as `.alignment(_:)` makes them.
struct AlignedTableColumns<Base: TableColumnContent>: TableColumnContent {
  typealias TableRowValue = Base.TableRowValue
  typealias TableColumnSortComparator = Base.TableColumnSortComparator

  let base: Base
  let alignment: TableColumnAlignment
}

extension AlignedTableColumns: TableColumnListing {
  func columnSpecs() -> [Any] {
    let specs = (base as? any TableColumnListing)?.columnSpecs() ?? []
    return specs.map { spec in
      guard var column = spec as? any TableColumnAligning else { return spec }
      column.alignment = alignment
      return column
    }
  }

  func sameColumns(as other: any TableColumnListing) -> Bool {
    guard let other = ownTyped(other), alignment == other.alignment,
      let base = base as? any TableColumnListing,
      let otherBase = other.base as? any TableColumnListing
    else { return false }
    return base.sameColumns(as: otherBase)
  }
}

extension TableColumnContent {
  /// Sets where the column's header and cells sit in the column: `.trailing` or `.numeric`
  /// for right-aligned numbers, `.center`, or `.leading` (the default).
  nonisolated public func alignment(_ alignment: TableColumnAlignment)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    AlignedTableColumns(base: self, alignment: alignment)
  }
}
