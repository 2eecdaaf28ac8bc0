extension List where SelectionValue == Never {
  /// Creates a list without selection over a bound collection of identifiable elements that
  /// the user can edit: Delete removes the cursor's row and ⌥↑/⌥↓ move it, as `editActions`
  /// allows.
  nonisolated public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data: MutableCollection,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// Creates a list without selection over a bound collection identified by a key path that
  /// the user can edit.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, ID, RowContent>, Data: MutableCollection,
    Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
  {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }
}

extension List {
  /// Creates a list with single selection over a bound collection of identifiable elements
  /// that the user can edit: Delete removes the selected row and ⌥↑/⌥↓ move it, as
  /// `editActions` allows.
  nonisolated public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data: MutableCollection,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// Creates a list with multiple selection over a bound collection of identifiable elements
  /// that the user can edit: Delete removes the selected rows.
  nonisolated public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data: MutableCollection,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// Creates a list with single selection over a bound collection identified by a key path
  /// that the user can edit.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, ID, RowContent>, Data: MutableCollection,
    Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }

  /// Creates a list with multiple selection over a bound collection identified by a key path
  /// that the user can edit.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, ID, RowContent>, Data: MutableCollection,
    Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }
}
