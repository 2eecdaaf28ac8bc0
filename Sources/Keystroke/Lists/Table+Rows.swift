/// Tables whose rows are listed in a `rows` closure of ``TableRow``s and `ForEach`es.
extension Table {
  /// Creates a table of the rows listed in `rows`, without selection or sorting.
  nonisolated public init(
    of valueType: Value.Type = Value.self,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .none, sorting: nil)
  }

  /// Creates a table of the rows listed in `rows`, with single selection.
  nonisolated public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
  }

  /// Creates a table of the rows listed in `rows`, with multiple selection.
  nonisolated public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
  }

  /// Creates a table of the rows listed in `rows`, that sorts, without selection.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sorting: TableSortBox(binding: sortOrder))
  }

  /// Creates a table of the rows listed in `rows`, that sorts, with single selection.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      rows: rows(), columns: columns(), selection: .single(selection),
      sorting: TableSortBox(binding: sortOrder))
  }

  /// Creates a table of the rows listed in `rows`, that sorts, with multiple selection.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      rows: rows(), columns: columns(), selection: .multiple(selection),
      sorting: TableSortBox(binding: sortOrder))
  }
}
