/// One entry of a table's rows as its `rows` closure lists them: a row's value (with the
/// context menu `.contextMenu` gave it and the mark `.selectionDisabled` left) or a section's
/// header or footer line.
enum TableRowItem {
  /// A row showing a value of the table's row type, with its context menu if it has one, and
  /// whether the user is kept from selecting it.
  case row(Any, menu: RowContextMenu?, selectionDisabled: Bool)
  /// A line spanning the columns: a section's header (bold) or footer (dim).
  case line(AnyView, kind: RowSegment.Kind)
}

/// Rows that can list their entries in order: a ``TableRow``, a `ForEach` of rows, a
/// `Section`, and what ``TableRowBuilder`` and the row modifiers make of them.
protocol TableRowItems {
  /// The entries, each row's value of the table's row type.
  @MainActor func rowItems() -> [TableRowItem]
}

extension ForEach: TableRowContent where Content: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Content.TableRowValue
}

extension ForEach where Content: TableRowContent {
  /// Creates table rows for a collection of identifiable elements.
  nonisolated public init<V>(
    _ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
    self.init(data: data, content: content, identity: .identifiable { $0.id })
  }
}

extension ForEach: TableRowItems where Content: TableRowContent {
  func rowItems() -> [TableRowItem] {
    data.flatMap { (content($0) as? any TableRowItems)?.rowItems() ?? [] }
  }
}
