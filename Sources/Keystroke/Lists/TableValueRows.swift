/// A run of a table's rows listed in its `rows` closure: each value drawn as a row of cells,
/// identified (and selected) by its `id`, with the context menu its ``TableRow`` was given and
/// the mark `.selectionDisabled` left on it.
@MainActor
struct TableValueRows<Value: Identifiable>: RowProvider {
  let columns: [TableColumnSpec<Value>]
  let layout: TableLayout
  /// The rows' values, in order.
  var values: [Value] = []
  /// Each row's context menu, if it has one.
  var menus: [RowContextMenu?] = []
  /// Whether each row is marked `.selectionDisabled()`, so the keys and clicks pass over it.
  var selectionDisabled: [Bool] = []

  init(columns: [TableColumnSpec<Value>], layout: TableLayout) {
    self.columns = columns
    self.layout = layout
  }

  func selectionValue(at local: Int) -> AnyHashable? { AnyHashable(values[local].id) }

  func identity(at local: Int) -> AnyHashable { AnyHashable(values[local].id) }

  func isSelectionDisabled(at local: Int) -> Bool {
    local < selectionDisabled.count && selectionDisabled[local]
  }

  func view(at local: Int) -> AnyView {
    AnyView(TableRowView(value: values[local], columns: columns, layout: layout))
  }
}

/// Rows that may carry a context menu each (`.contextMenu` on a ``TableRow``).
@MainActor
protocol TableRowMenus {
  /// The context menu of an entry of the segment, if it has one.
  func menu(at local: Int) -> RowContextMenu?
}

extension TableValueRows: TableRowMenus {
  func menu(at local: Int) -> RowContextMenu? { local < menus.count ? menus[local] : nil }
}
