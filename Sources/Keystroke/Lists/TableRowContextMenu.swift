/// Table rows with a context menu: Shift+F10 opens it while one of the rows is the table's
/// cursor row and the table has focus.
struct TableRowContextMenu<Base: TableRowContent, MenuItems: View>: TableRowContent {
  typealias TableRowValue = Base.TableRowValue

  let base: Base
  let menuItems: MenuItems
  /// What `.contextMenu(menuItems:preview:)` shows beside the items.
  var preview: (any View)? = nil
}

extension TableRowContextMenu: TableRowItems {
  func rowItems() -> [TableRowItem] {
    let menu = RowContextMenu(items: AnyView(menuItems), preview: preview.map { AnyView($0) })
    return ((base as? any TableRowItems)?.rowItems() ?? []).map { item in
      guard case .row(let value, _, let disabled) = item else { return item }
      return .row(value, menu: menu, selectionDisabled: disabled)
    }
  }
}

/// Table rows that can be dragged: accepted; a terminal has no drag and drop.
struct DraggableTableRows<Base: TableRowContent>: TableRowContent {
  typealias TableRowValue = Base.TableRowValue

  let base: Base
}

extension DraggableTableRows: TableRowItems {
  func rowItems() -> [TableRowItem] { (base as? any TableRowItems)?.rowItems() ?? [] }
}

extension TableRowContent {
  /// Adds a context menu to the rows: with the table focused and one of these rows its cursor
  /// row, Shift+F10 opens `menuItems` under the row, as `.contextMenu` does on a view.
  nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M)
    -> some TableRowContent<TableRowValue>
  {
    TableRowContextMenu(base: self, menuItems: menuItems())
  }

  /// Adds a context menu with a preview to the rows: Shift+F10 opens `menuItems` under the
  /// cursor row as ``contextMenu(menuItems:)`` does, with `preview` beside them (or above
  /// them, or left out, as ``View/contextMenu(menuItems:preview:)`` places it).
  nonisolated public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some TableRowContent<TableRowValue> {
    TableRowContextMenu(base: self, menuItems: menuItems(), preview: preview())
  }
}

extension TableRowContent {
  /// Makes the rows draggable with `payload`: accepted, with no effect (a terminal has no drag
  /// and drop). SwiftUI asks for a `Transferable` payload; Keystroke has no `Transferable`, so
  /// any payload is taken.
  nonisolated public func draggable<T>(_ payload: @autoclosure () -> T)
    -> some TableRowContent<TableRowValue>
  {
    DraggableTableRows(base: self)
  }
}
