/// Rows that can list the values they show, in order: a ``TableRow``, a `ForEach` of rows, and
/// what ``TableRowBuilder`` makes of them.
protocol TableRowValues {
  /// The values of the rows, each of the table's row type.
  func rowValues() -> [Any]
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
    self.init(data: data, content: content, identify: { $0.id })
  }
}

extension ForEach: TableRowValues where Content: TableRowContent {
  func rowValues() -> [Any] {
    data.flatMap { (content($0) as? any TableRowValues)?.rowValues() ?? [] }
  }
}
