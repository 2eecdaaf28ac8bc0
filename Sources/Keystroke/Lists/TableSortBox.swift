import Foundation

/// A table's sort order binding, with its comparator type hidden from the table's own type.
protocol TableSortControl {
  /// The column the first comparator sorts by (given each column's comparator) and its order.
  @MainActor func sortedColumn(_ comparators: [Any?]) -> (index: Int, order: SortOrder)?
  /// Sorts by a column's comparator, or reverses the order if it already leads.
  @MainActor func choose(_ comparator: Any)
  /// Reverses the sort column's order.
  @MainActor func reverse()
}

/// The sort order binding of a table sorting with `Sort`.
struct TableSortBox<Sort: SortComparator>: TableSortControl {
  let binding: Binding<[Sort]>

  func sortedColumn(_ comparators: [Any?]) -> (index: Int, order: SortOrder)? {
    TableSorting.sortedColumn(comparators.map { $0 as? Sort }, order: binding.wrappedValue)
  }

  func choose(_ comparator: Any) {
    guard let comparator = comparator as? Sort else { return }
    binding.wrappedValue = TableSorting.choose(comparator, in: binding.wrappedValue)
  }

  func reverse() {
    binding.wrappedValue = TableSorting.reversed(binding.wrappedValue)
  }
}
