import Foundation

/// Table columns made from a collection, one group of columns per element: columns decided at
/// run time (a column per channel, per month, per user…).
public struct TableColumnForEach<
  Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent
>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
  /// The type of value each row shows.
  public typealias TableRowValue = RowValue
  /// How the columns sort.
  public typealias TableColumnSortComparator = Sort

  /// The elements the columns are made from.
  public var data: Data
  /// The columns of an element.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID

  /// Columns for each element of `data`, identified by the elements' own identity.
  nonisolated public init(
    _ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
    identify = { $0.id }
  }

  /// Columns for each element of `data`, identified by the value at `id`.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    identify = { $0[keyPath: id] }
  }
}

extension TableColumnForEach: TableColumnListing {
  func columnSpecs() -> [Any] {
    data.flatMap { element in
      (content(element) as? any TableColumnListing)?.columnSpecs() ?? []
    }
  }
}
