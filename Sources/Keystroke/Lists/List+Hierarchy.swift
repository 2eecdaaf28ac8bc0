extension List where SelectionValue == Never {
  /// Creates a list of tree-structured data without selection: each element is a row, its
  /// children follow it indented (see ``OutlineGroup``).
  nonisolated public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// Creates a list of tree-structured data identified by a key path, without selection.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// Creates a list of tree-structured data with single selection.
  nonisolated public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// Creates a list of tree-structured data with multiple selection.
  nonisolated public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }
}
