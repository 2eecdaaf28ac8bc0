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
    let cells = columns.enumerated().map { column, spec in
      Self.cell(context.build(spec.content(value), key: .index(column)))
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
