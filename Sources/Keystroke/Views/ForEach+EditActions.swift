extension ForEach where Content: View {
  /// Creates views for the elements of a bound collection of identifiable elements, each
  /// given a binding to its element, and lets a ``List`` delete and move the elements through
  /// the binding: `ForEach($tasks, editActions: .all) { $task in Text(task.name) }`.
  nonisolated public init<C>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == Binding<C>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
    C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data: data, content: content, identity: .identifiable { $0.wrappedValue.id })
    edits = CollectionEdits(data, actions: editActions)
  }

  /// Creates views for the elements of a bound collection identified by a key path, and lets
  /// a ``List`` delete and move the elements through the binding.
  nonisolated public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
    self.init(data, id: id, content: content)
    edits = CollectionEdits(data, actions: editActions)
  }
}
