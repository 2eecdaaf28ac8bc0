/// Table rows the user cannot select: `.selectionDisabled(_:)` on a ``TableRow``, a `ForEach`
/// of rows or a `Section` of them.
///
/// The mark travels with each row's value as the table lists its rows, so the table knows it
/// for every row, on screen or not, without building any row's cells. Only rows are marked;
/// a section's header stays as it is.
struct SelectionDisabledTableRows<Base: TableRowContent>: TableRowContent {
  typealias TableRowValue = Base.TableRowValue

  let base: Base
  let isDisabled: Bool
}

extension SelectionDisabledTableRows: TableRowItems {
  func rowItems() -> [TableRowItem] {
    // Applied after the rows' own marks, so an outer modifier overrides an inner one.
    ((base as? any TableRowItems)?.rowItems() ?? []).map { item in
      guard case .row(let value, let menu, _) = item else { return item }
      return .row(value, menu: menu, selectionDisabled: isDisabled)
    }
  }
}

extension TableRowContent {
  /// Keeps the user from selecting these rows of a ``Table`` with a selection, as
  /// ``View/selectionDisabled(_:)`` does for a list's rows: ↑/↓, Page Up/Down and Home/End
  /// pass over them, a click on one selects nothing, and in multiple selection Space does not
  /// toggle one and Shift+↑/↓ leave them out of the range. The app can still put a row's value
  /// in the selection binding itself.
  ///
  /// Write it on the rows of a `rows:` closure (`TableRow(item).selectionDisabled(…)`); a
  /// table made straight from a collection has no rows to mark, as in SwiftUI.
  nonisolated public func selectionDisabled(_ isDisabled: Bool = true)
    -> some TableRowContent<TableRowValue>
  {
    SelectionDisabledTableRows(base: self, isDisabled: isDisabled)
  }
}
