/// One row of a table as a view: a cell per column, built under the row's node so each cell
/// keeps its state while the row is shown.
struct TableRowView<RowValue>: View {
  let value: RowValue
  let columns: [TableColumnSpec<RowValue>]
  let layout: TableLayout

  var body: Never { primitiveBody(Self.self) }
}

extension TableRowView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    // A loop by index: `enumerated().map` in this generic code goes through
    // EnumeratedSequence's unspecialised index, which looks its metadata up on every step,
    // and a closure made on the main actor checks its executor on every call.
    var cells: [Element] = []
    cells.reserveCapacity(columns.count)
    for column in columns.indices {
      cells.append(Self.cell(context.build(columns[column].content(value), key: .index(column))))
    }
    return [TableRowElement(cells: cells, layout: layout)]
  }

  /// One element for a cell's elements.
  static func cell(_ elements: [Element]) -> Element {
    elements.count == 1
      ? elements[0]
      : StackElement(axis: .horizontal, verticalAlignment: .center, spacing: 1, items: elements)
  }
}
