/// A section's header among a table's rows: a bold line spanning the columns, which the
/// keyboard passes over.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
  /// The type of value the table's rows show.
  public typealias TableRowValue = Value

  let content: Content

  nonisolated init(_ content: Content) { self.content = content }
}

extension TableHeaderRowContent: TableRowItems {
  func rowItems() -> [TableRowItem] {
    [.line(AnyView(SectionHeader(content: content)), kind: .header)]
  }
}
