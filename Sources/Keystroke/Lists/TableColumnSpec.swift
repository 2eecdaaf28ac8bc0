import Foundation

/// One column of a table, with its views erased: what a table needs to draw and sort it.
@MainActor
struct TableColumnSpec<RowValue> {
  /// The header's view.
  let label: AnyView
  /// The cell's view for a row.
  let content: (RowValue) -> AnyView
  /// The comparator that sorts by this column (of the table's sort type), if it sorts.
  let comparator: Any?
  /// The widths it asked for.
  let width: TableColumnWidth
  /// Where the header and cells sit in the column.
  var alignment = TableColumnAlignment.automatic
  /// Makes the comparator in a direction, if its `order` cannot simply be set.
  var reorder: ((SortOrder) -> Any)? = nil
}

/// A column spec whose alignment can be set without knowing its row type.
@MainActor
protocol TableColumnAligning {
  /// Where the header and cells sit in the column.
  var alignment: TableColumnAlignment { get set }
}

extension TableColumnSpec: TableColumnAligning {}
