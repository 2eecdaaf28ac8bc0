/// Several groups of table rows one after another, as ``TableRowBuilder`` builds them.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Value

  /// The rows.
  public var value: T
  let parts: [any TableRowValues]
}

extension TupleTableRowContent: TableRowValues {
  func rowValues() -> [Any] { parts.flatMap { $0.rowValues() } }
}

extension TupleTableRowContent: TableRowListing {
  func segments(columns: [Any], layout: TableLayout) -> [RowSegment] {
    let specs = columns.compactMap { $0 as? TableColumnSpec<Value> }
    let values = rowValues().compactMap { $0 as? Value }
    return RowSegments.of(
      ForEach(values) { value in TableRowView(value: value, columns: specs, layout: layout) })
  }
}
