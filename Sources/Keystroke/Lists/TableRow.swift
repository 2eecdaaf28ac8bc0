/// One row of a ``Table`` built with `Table(of:columns:rows:)`: the value the columns show.
public struct TableRow<Value: Identifiable>: TableRowContent {
  /// The type of value the row shows.
  public typealias TableRowValue = Value

  let value: Value

  /// A row showing `value`.
  nonisolated public init(_ value: Value) { self.value = value }
}

extension TableRow: TableRowItems {
  func rowItems() -> [TableRowItem] { [.row(value, menu: nil, selectionDisabled: false)] }
}
