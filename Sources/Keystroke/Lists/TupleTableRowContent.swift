/// Several groups of table rows one after another, as ``TableRowBuilder`` builds them.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Value

  /// The rows.
  public var value: T
  let parts: [any TableRowItems]
}

extension TupleTableRowContent: TableRowItems {
  func rowItems() -> [TableRowItem] { parts.flatMap { $0.rowItems() } }
}

extension TupleTableRowContent: TableRowListing {
  func segments(columns: Any, layout: TableLayout) -> [RowSegment] {
    let specs = columns as? [TableColumnSpec<Value>] ?? []
    var segments: [RowSegment] = []
    var run = TableValueRows<Value>(columns: specs, layout: layout)
    func endRun() {
      guard !run.values.isEmpty else { return }
      segments.append(RowSegment(kind: .rows, count: run.values.count, rows: run))
      run = TableValueRows(columns: specs, layout: layout)
    }
    for item in rowItems() {
      switch item {
      case .row(let value, let menu, let disabled):
        guard let value = value as? Value else { continue }
        run.values.append(value)
        run.menus.append(menu)
        run.selectionDisabled.append(disabled)
      case .line(let view, let kind):
        endRun()
        segments.append(.single(view, kind: kind, position: segments.count))
      }
    }
    endRun()
    return segments
  }
}
