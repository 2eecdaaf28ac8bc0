/// The rows of a ``Table`` made from a collection: one row per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  /// Each row shows one element.
  public typealias TableRowValue = Data.Element

  /// The elements, in the order they are shown.
  public var data: Data

  /// Creates rows for the elements of `data`.
  nonisolated public init(_ data: Data) { self.data = data }
}

/// Rows that can be read as list segments of table rows.
protocol TableRowListing {
  /// The rows as segments, each row drawn with `columns` (an array of specs of the row type,
  /// passed on as it is, so rows of equal values made from it compare equal).
  @MainActor func segments(columns: Any, layout: TableLayout) -> [RowSegment]
}

extension TableForEachContent: TableRowListing {
  func segments(columns: Any, layout: TableLayout) -> [RowSegment] {
    let specs = columns as? [TableColumnSpec<Data.Element>] ?? []
    // A closure value, not a trailing closure: that one would run each row through the view
    // builder's generic calls as the rows are built.
    let row = { (value: Data.Element) in
      TableRowView(value: value, columns: specs, layout: layout)
    }
    return RowSegments.of(ForEach(data, content: row))
  }
}
