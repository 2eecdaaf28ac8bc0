import Foundation
import Testing

@testable import Keystroke

private struct Item: Identifiable {
  let id: Int
  let name: String
}

@Suite struct TableSortingTests {
  private let byName = KeyPathComparator(\Item.name)
  private let byID = KeyPathComparator(\Item.id)

  @Test func choosingTheSortColumnReversesIt() {
    let order = TableSorting.choose(byName, in: [byName])
    #expect(order.first?.order == .reverse)
    #expect(TableSorting.choose(byName, in: order).first?.order == .forward)
  }

  @Test func choosingAnotherColumnPutsItFirstAscending() {
    let reversedID = KeyPathComparator(\Item.id, order: .reverse)
    let order = TableSorting.choose(byName, in: [reversedID])
    #expect(order.count == 2)
    #expect(order[0] == byName)
    #expect(order[1] == reversedID)
  }

  @Test func theLeadingComparatorMarksItsColumn() {
    let marked = TableSorting.sortedColumn(
      [nil, byID, byName], order: [TableSorting.reversed([byName])[0]])
    #expect(marked?.index == 2)
    #expect(marked?.order == .reverse)
    #expect(TableSorting.sortedColumn([byID], order: []) == nil)
  }

  @Test func stepWrapsOverSortableColumns() {
    #expect(TableSorting.step(from: nil, by: 1, sortable: [0, 2]) == 0)
    #expect(TableSorting.step(from: nil, by: -1, sortable: [0, 2]) == 2)
    #expect(TableSorting.step(from: 2, by: 1, sortable: [0, 2]) == 0)
    #expect(TableSorting.step(from: 0, by: -1, sortable: [0, 2]) == 2)
    #expect(TableSorting.step(from: 0, by: 1, sortable: []) == nil)
  }

  @Test func keyPathComparatorSortsBothWays() {
    let items = [Item(id: 2, name: "b"), Item(id: 1, name: "c"), Item(id: 3, name: "a")]
    #expect(items.sorted(using: byName).map(\.id) == [3, 2, 1])
    #expect(
      items.sorted(using: KeyPathComparator(\Item.id, order: .reverse)).map(\.id) == [3, 2, 1])
    #expect(items.sorted(using: [byName]).map(\.id) == [3, 2, 1])
  }
}
