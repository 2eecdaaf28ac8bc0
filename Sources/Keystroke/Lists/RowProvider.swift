/// Where a ``RowSegment``'s entries come from: asked for one entry at a time, so a list builds
/// only the rows it shows.
@MainActor
protocol RowProvider {
  /// The selection value of an entry: its `ForEach` identity or its tag; `nil` if it has none.
  func selectionValue(at local: Int) -> AnyHashable?
  /// A stable identity for an entry's state.
  func identity(at local: Int) -> AnyHashable
  /// The view of an entry.
  func view(at local: Int) -> AnyView
  /// What an entry is, for providers of a ``RowSegment/Kind/sections`` segment.
  func kind(at local: Int) -> RowSegment.Kind
}

extension RowProvider {
  /// Entries are rows unless the provider says otherwise.
  func kind(at local: Int) -> RowSegment.Kind { .rows }
}
