extension ForEach where Content: View {
  /// Creates views for the elements of a bound collection, identified by a key path on the
  /// elements' values, each view given a binding to its element: `ForEach($tasks, id: \.name)
  /// { $task in Toggle(task.name, isOn: $task.isDone) }`.
  ///
  /// Bound collections of `Identifiable` elements need no `id:`; `ForEach($tasks)` reads
  /// each element's `id`.
  nonisolated public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection {
    self.init(
      data: data, content: content,
      identity: .keyPath((\Binding<C.Element>.wrappedValue).appending(path: id)))
  }
}
