import Foundation

/// Builds a table's columns from the ``TableColumn``s listed in its closure.
///
/// In a table that sorts, columns that do not sort (`Sort == Never`) may be listed too.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// A column of the table's sort type.
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> TableColumn<RowValue, Sort, Content, Label> {
    column
  }

  /// A column that does not sort, in a table that does.
  @_disfavoredOverload
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Never, Content, Label>
  ) -> TupleTableColumnContent<RowValue, Sort, TableColumn<RowValue, Never, Content, Label>> {
    TupleTableColumnContent(value: column, parts: [column])
  }

  /// Columns of the table's sort type of any other kind: a `TableColumnForEach`, a column with
  /// `.alignment(_:)`, …
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    column
  }

  /// Columns that do not sort, of any other kind, in a table that does.
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column)
    -> TupleTableColumnContent<RowValue, Sort, Column>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
    TupleTableColumnContent(
      value: column, parts: [column as? any TableColumnListing].compactMap { $0 })
  }

  /// The first column of the closure.
  public static func buildPartialBlock<Column: TableColumnContent>(first column: Column)
    -> TupleTableColumnContent<RowValue, Sort, Column>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    TupleTableColumnContent(
      value: column, parts: [column as? any TableColumnListing].compactMap { $0 })
  }

  /// The columns so far and the next one.
  public static func buildPartialBlock<Accumulated, Column: TableColumnContent>(
    accumulated: TupleTableColumnContent<RowValue, Sort, Accumulated>, next column: Column
  ) -> TupleTableColumnContent<RowValue, Sort, (Accumulated, Column)>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    TupleTableColumnContent(
      value: (accumulated.value, column),
      parts: accumulated.parts + [column as? any TableColumnListing].compactMap { $0 })
  }

  /// Columns shown only when a condition holds.
  public static func buildOptional<Column: TableColumnContent>(_ column: Column?)
    -> TupleTableColumnContent<RowValue, Sort, Column?>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    TupleTableColumnContent(
      value: column, parts: [column.flatMap { $0 as? any TableColumnListing }].compactMap { $0 })
  }
}
