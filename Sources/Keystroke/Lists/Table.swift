import Foundation

/// Rows of values in columns, with a bold header, optional selection and optional sorting.
///
/// On the grid a table is a header line (the sort column marked `▲` ascending or `▼`
/// descending), a rule, and one line per row, the columns aligned and separated by two spaces,
/// each cell truncated with `…`. Column widths come from the header and the cells, within each
/// column's `.width(min:ideal:max:)`, and the table's whole width is shared out.
///
/// It takes focus like a ``List``, with the same keys (↑/↓, PageUp/PageDown, Home/End; Space
/// and Shift+↑/↓ with a set of selections). With a `sortOrder` binding, `<` and `>` sort by the
/// previous or next sortable column and `r` reverses the order; the table writes the new order
/// to the binding and the app sorts its data, as in SwiftUI. A click on a row focuses the table
/// and selects the row; the mouse wheel scrolls the rows without moving the selection.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns
  let selection: ListSelection<Value.ID>
  let sorting: (any TableSortControl)?

  nonisolated init(
    rows: Rows, columns: Columns, selection: ListSelection<Value.ID>,
    sorting: (any TableSortControl)?
  ) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sorting = sorting
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Table {
  /// Creates a table of a collection's elements without selection or sorting.
  nonisolated public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Rows == TableForEachContent<Data> {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .none, sorting: nil)
  }

  /// Creates a table of a collection's elements with single selection.
  nonisolated public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Rows == TableForEachContent<Data> {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .single(selection),
      sorting: nil)
  }

  /// Creates a table of a collection's elements with multiple selection.
  nonisolated public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Rows == TableForEachContent<Data> {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection),
      sorting: nil)
  }

  /// Creates a sortable table of a collection's elements without selection.
  nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Data.Element == Value, Rows == TableForEachContent<Data>,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .none,
      sorting: TableSortBox(binding: sortOrder))
  }

  /// Creates a sortable table of a collection's elements with single selection.
  nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Data.Element == Value, Rows == TableForEachContent<Data>,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .single(selection),
      sorting: TableSortBox(binding: sortOrder))
  }

  /// Creates a sortable table of a collection's elements with multiple selection.
  nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Data.Element == Value, Rows == TableForEachContent<Data>,
    Columns.TableColumnSortComparator == Sort
  {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection),
      sorting: TableSortBox(binding: sortOrder))
  }
}

extension Table: View {}

extension Table: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let layout: TableLayout
    if let stored = context.node.memory(TableLayout.self) {
      layout = stored
    } else {
      layout = TableLayout()
      context.node.keep(layout)
    }
    let specs = columnSpecs(keptIn: layout)
    layout.reset(columns: specs.count)
    // One loop, not a `map` per field: a key path literal in this generic code is looked up
    // in the runtime's key path cache on every use.
    var comparators: [Any?] = []
    var reorders: [((SortOrder) -> Any)?] = []
    var widths: [TableColumnWidth] = []
    var alignments: [TableColumnAlignment] = []
    for spec in specs {
      comparators.append(spec.comparator)
      reorders.append(spec.reorder)
      widths.append(spec.width)
      alignments.append(spec.alignment)
    }
    layout.alignments = alignments
    let appearance = context.environment.tableAppearance
    layout.showsColumnRules = appearance.showsColumnRules
    let segments = (rows as? any TableRowListing)?.segments(columns: specs, layout: layout) ?? []
    let entries = ListEntries(segments)
    let state = layout.list
    let rowSelection = RowSelection(selection: selection, entries: entries, state: state)
    rowSelection.syncCursor()
    context.environment.selectionMenu?.selection = rowSelection.selected
    let list = context.makeLazyList(
      entries: entries, state: state, selected: rowSelection.selected,
      isMultiple: rowSelection.isMultiple, rowsTakeFocus: false)
    let headerCells = specs.indices.map { column in
      TableRowView<Value>.cell(
        context.build(specs[column].label, key: .named(.tableHeader(column))))
    }
    let sorted = sorting?.sortedColumn(comparators).map {
      (
        index: $0.index,
        order: $0.order == .forward ? TableElement.SortOrderMark.ascending : .descending
      )
    }
    let element = TableElement(
      header: TableRowElement(cells: headerCells, layout: layout), rows: list, layout: layout,
      requested: widths, sorted: sorted,
      alternatesRowBackgrounds: context.environment.alternatingRows
        ?? appearance.alternatesRowBackgrounds)
    appendTargets(
      in: context, element: element, rows: list, selection: rowSelection,
      comparators: comparators, reorders: reorders)
    if let menu = Self.cursorMenu(entries: entries, cursor: state.cursor) {
      // The cursor row's own context menu: Shift+F10 opens it while focus is on the table.
      return ContextMenuModifier(menuItems: menu.items, preview: menu.preview).attach(
        to: [element], in: context)
    }
    return [element]
  }

  /// The columns' specs: the ones made last update when the columns are the same, so rows
  /// that show equal values compare equal to last update's and are kept, not built again.
  @MainActor
  private func columnSpecs(keptIn layout: TableLayout) -> [TableColumnSpec<Value>] {
    guard let listing = columns as? any TableColumnListing else { return [] }
    if let kept = layout.keptColumns, kept.listing.sameColumns(as: listing),
      let specs = kept.specs as? [TableColumnSpec<Value>]
    {
      return specs
    }
    let specs = listing.columnSpecs().compactMap { $0 as? TableColumnSpec<Value> }
    layout.keptColumns = (listing, specs)
    return specs
  }

  /// The context menu `.contextMenu` gave the cursor row, if it has one.
  @MainActor
  private static func cursorMenu(entries: ListEntries, cursor: Int?) -> RowContextMenu? {
    guard let cursor, cursor >= 0, cursor < entries.count else { return nil }
    let (segment, local) = entries.locate(cursor)
    return (entries.segments[segment].rows as? any TableRowMenus)?.menu(at: local)
  }

  /// Makes the table focusable (list keys move the selection, `<`/`>`/`r` change the sort, a
  /// click selects a row) and lets the wheel scroll its rows.
  @MainActor
  private func appendTargets(
    in context: BuildContext, element: Element, rows: LazyListElement,
    selection: RowSelection<Value.ID>, comparators: [Any?], reorders: [((SortOrder) -> Any)?]
  ) {
    let invalidation = context.node.invalidation
    let isEnabled = context.environment.isEnabled
    let sorting = self.sorting
    let interactions = context.interactions
    interactions.wheelTargets.append(
      selection.wheelTarget(
        for: element, layer: interactions.currentLayer, invalidation: invalidation))
    let menu = context.environment.selectionMenu
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled else { return .ignored }
        if key.key == .return, key.modifiers.isEmpty, let action = menu?.primaryAction {
          // A selection context menu's primary action: the keyboard's double click.
          action(selection.selected)
          return .handled
        }
        let handled =
          if let sorting,
            Self.sort(key, sorting: sorting, comparators: comparators, reorders: reorders)
          {
            true
          } else {
            selection.move(key)
          }
        guard handled else { return .ignored }
        invalidation.raise()
        return .handled
      })
    target.click = selection.click(
      rows: rows, in: element, isEnabled: isEnabled, invalidation: invalidation)
    interactions.focusTargets.append(target)
  }

  /// Handles the sort keys; returns whether `key` was one.
  @MainActor
  private static func sort(
    _ key: KeyPress, sorting: any TableSortControl, comparators: [Any?],
    reorders: [((SortOrder) -> Any)?]
  ) -> Bool {
    // The sorted column is worked out only for a sort key: it compares the sort order with
    // every column's comparator, and most keys (every arrow) are not one.
    func sortableAndCurrent() -> (sortable: [Int], current: Int?) {
      (
        comparators.indices.filter { comparators[$0] != nil },
        sorting.sortedColumn(comparators)?.index
      )
    }
    switch key.characters {
    case "<", ">":
      let (sortable, current) = sortableAndCurrent()
      guard
        let column = TableSorting.step(
          from: current, by: key.characters == ">" ? 1 : -1, sortable: sortable),
        let comparator = comparators[column]
      else { return false }
      if column == current { return true }
      sorting.choose(comparator, reorder: reorders[column])
      return true
    case "r" where key.modifiers.isEmpty:
      let (sortable, current) = sortableAndCurrent()
      guard current != nil else {
        guard let first = sortable.first, let comparator = comparators[first] else { return false }
        sorting.choose(comparator, reorder: reorders[first])
        return true
      }
      sorting.reverse(reorder: current.flatMap { reorders[$0] })
      return true
    default:
      return false
    }
  }
}
