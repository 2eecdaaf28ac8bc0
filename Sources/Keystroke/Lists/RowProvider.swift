/// Where a ``RowSegment``'s entries come from: asked for one entry at a time, so a list builds
/// only the rows it shows.
@MainActor
protocol RowProvider {
  /// The selection value of an entry: its `ForEach` identity or its tag; `nil` if it has none.
  func selectionValue(at local: Int) -> AnyHashable?
  /// The value an entry's view is tagged with (`.tag(_:)`, a `NavigationLink`'s value), if
  /// any; a list prefers it to the `ForEach` identity when its type is the selection's.
  func tagValue(at local: Int) -> AnyHashable?
  /// A stable identity for an entry's state.
  func identity(at local: Int) -> AnyHashable
  /// The view of an entry.
  func view(at local: Int) -> AnyView
  /// What an entry is, for providers of a ``RowSegment/Kind/sections`` segment.
  func kind(at local: Int) -> RowSegment.Kind
  /// Whether an entry's view is marked `.selectionDisabled()`, read without building it.
  func isSelectionDisabled(at local: Int) -> Bool
  /// Builds an entry's view in `context` (see the default implementation).
  func buildRow(at local: Int, segment: Int, in context: BuildContext) -> [Element]
}

extension RowProvider {
  /// Entries are rows unless the provider says otherwise.
  func kind(at local: Int) -> RowSegment.Kind { .rows }

  /// Entries can be selected unless the provider says otherwise.
  func isSelectionDisabled(at local: Int) -> Bool { false }

  /// Entries carry no tag unless the provider says otherwise.
  func tagValue(at local: Int) -> AnyHashable? { nil }

  /// Builds an entry's view in `context`, under a child keyed by the entry's segment and
  /// identity, so the row keeps its state while it moves through the list.
  func buildRow(at local: Int, segment: Int, in context: BuildContext) -> [Element] {
    context.build(view(at: local), key: .row(segment: segment, identity: identity(at: local)))
  }
}
