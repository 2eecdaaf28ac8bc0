/// Builds the rows of a ``Table`` from the ``TableRow``s and `ForEach`es in its `rows` closure.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  /// A row or rows, as written.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value {
    content
  }

  /// The first rows of the closure.
  public static func buildPartialBlock<Content: TableRowContent>(first content: Content)
    -> TupleTableRowContent<Value, Content>
  where Content.TableRowValue == Value {
    TupleTableRowContent(value: content, parts: [content as? any TableRowItems].compactMap { $0 })
  }

  /// The rows so far and the next ones.
  public static func buildPartialBlock<Accumulated, Content: TableRowContent>(
    accumulated: TupleTableRowContent<Value, Accumulated>, next content: Content
  ) -> TupleTableRowContent<Value, (Accumulated, Content)>
  where Content.TableRowValue == Value {
    TupleTableRowContent(
      value: (accumulated.value, content),
      parts: accumulated.parts + [content as? any TableRowItems].compactMap { $0 })
  }

  /// Rows shown only when a condition holds.
  public static func buildOptional<Content: TableRowContent>(_ content: Content?)
    -> TupleTableRowContent<Value, Content?>
  where Content.TableRowValue == Value {
    TupleTableRowContent(
      value: content, parts: [content.flatMap { $0 as? any TableRowItems }].compactMap { $0 })
  }
}
