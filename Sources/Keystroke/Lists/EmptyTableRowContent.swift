/// No table rows: the missing header or footer of a section among a table's rows.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
  /// The type of value the table's rows show.
  public typealias TableRowValue = Value
}

extension EmptyTableRowContent: TableRowItems {
  func rowItems() -> [TableRowItem] { [] }
}
