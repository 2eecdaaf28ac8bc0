import Foundation

/// A table's sort order binding, with its comparator type hidden from the table's own type.
protocol TableSortControl {
  /// The column the first comparator sorts by (given each column's comparator) and its order.
  @MainActor func sortedColumn(_ comparators: [Any?]) -> (index: Int, order: SortOrder)?
  /// Sorts by a column's comparator, or reverses the order if it already leads; `reorder`
  /// makes the column's comparator in a direction when its `order` cannot be set.
  @MainActor func choose(_ comparator: Any, reorder: ((SortOrder) -> Any)?)
  /// Reverses the sort column's order, remaking its comparator with `reorder` if given.
  @MainActor func reverse(reorder: ((SortOrder) -> Any)?)
}

/// The sort order binding of a table sorting with `Sort`.
struct TableSortBox<Sort: SortComparator>: TableSortControl {
  let binding: Binding<[Sort]>

  func sortedColumn(_ comparators: [Any?]) -> (index: Int, order: SortOrder)? {
    TableSorting.sortedColumn(comparators.map { $0 as? Sort }, order: binding.wrappedValue)
  }

  func choose(_ comparator: Any, reorder: ((SortOrder) -> Any)?) {
    guard let comparator = comparator as? Sort else { return }
    binding.wrappedValue = Self.remade(
      TableSorting.choose(comparator, in: binding.wrappedValue), reorder: reorder)
  }

  func reverse(reorder: ((SortOrder) -> Any)?) {
    binding.wrappedValue = Self.remade(
      TableSorting.reversed(binding.wrappedValue), reorder: reorder)
  }

  /// `order` with its first comparator made afresh in its direction, when the column can.
  private static func remade(_ order: [Sort], reorder: ((SortOrder) -> Any)?) -> [Sort] {
    guard let first = order.first, let fresh = reorder?(first.order) as? Sort else { return order }
    return [fresh] + order.dropFirst()
  }
}
