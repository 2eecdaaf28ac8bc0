import Foundation

/// How a table's sort keys change its sort order, and which column the header marks.
///
/// The first comparator of the sort order is the sort column. Choosing another column puts its
/// comparator first (ascending) and keeps the others after it; choosing the sort column again,
/// or reversing, flips the first comparator's order.
enum TableSorting {
  /// Whether two comparators sort by the same thing, whatever their order.
  static func sameColumn<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
    // Key path comparators sort by the same column when their key paths match, whatever
    // comparator they use for the values (a column's `.localizedStandard` string comparator
    // and an app's `KeyPathComparator(\.name)` name the same column).
    if let left = (lhs as? any SortKeyPathReading)?.sortKeyPath,
      let right = (rhs as? any SortKeyPathReading)?.sortKeyPath
    {
      return left == right
    }
    var left = lhs
    left.order = rhs.order
    return left == rhs
  }

  /// The column whose comparator leads `order`, with its direction.
  static func sortedColumn<Sort: SortComparator>(_ columns: [Sort?], order: [Sort])
    -> (index: Int, order: SortOrder)?
  {
    guard let first = order.first else { return nil }
    for (index, comparator) in columns.enumerated() {
      if let comparator, sameColumn(comparator, first) { return (index, first.order) }
    }
    return nil
  }

  /// The sort order after choosing a column's comparator.
  static func choose<Sort: SortComparator>(_ comparator: Sort, in order: [Sort]) -> [Sort] {
    if let first = order.first, sameColumn(first, comparator) { return reversed(order) }
    var chosen = comparator
    chosen.order = .forward
    return [chosen] + order.filter { !sameColumn($0, comparator) }
  }

  /// The sort order with its first comparator flipped.
  static func reversed<Sort: SortComparator>(_ order: [Sort]) -> [Sort] {
    guard var first = order.first else { return order }
    first.order = first.order == .forward ? .reverse : .forward
    return [first] + order.dropFirst()
  }

  /// The sortable column `step` columns from the current sort column (wrapping around), or
  /// the first sortable column when none is sorted.
  static func step(from current: Int?, by step: Int, sortable: [Int]) -> Int? {
    guard !sortable.isEmpty else { return nil }
    guard let current, let position = sortable.firstIndex(of: current) else {
      return step >= 0 ? sortable.first : sortable.last
    }
    let count = sortable.count
    return sortable[((position + step) % count + count) % count]
  }
}

/// A comparator that sorts by the value at a key path.
protocol SortKeyPathReading {
  /// The key path sorted by, if the comparator has one.
  var sortKeyPath: AnyKeyPath? { get }
}

extension KeyPathComparator: SortKeyPathReading {
  var sortKeyPath: AnyKeyPath? { keyPath }
}
