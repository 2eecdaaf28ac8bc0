import Testing

@testable import Keystroke

@Suite struct TableColumnWidthsTests {
  private func widths(_ available: Int, _ requested: [TableColumnWidth], _ natural: [Int]) -> [Int]
  {
    TableColumnWidths.allocate(
      available: available, spacing: 2, requested: requested, natural: natural)
  }

  @Test func extraSpaceIsSharedBetweenGrowableColumns() {
    #expect(widths(20, [.automatic, .automatic], [4, 4]) == [9, 9])
    let fixed = TableColumnWidth(min: 3, ideal: 3, max: 3)
    #expect(widths(20, [fixed, .automatic], [10, 4]) == [3, 15])
  }

  @Test func idealAndMaximumAreRespected() {
    let capped = TableColumnWidth(min: nil, ideal: nil, max: 6)
    #expect(widths(30, [capped, .automatic], [10, 4]) == [6, 22])
    let ideal = TableColumnWidth(min: nil, ideal: 12, max: nil)
    #expect(widths(14, [ideal, .automatic], [2, 0]) == [11, 1])
  }

  @Test func tooLittleRoomShrinksTheWidestColumnsDownToTheirMinimum() {
    #expect(widths(12, [.automatic, .automatic], [10, 4]) == [6, 4])
    let floor = TableColumnWidth(min: 8, ideal: nil, max: nil)
    #expect(widths(12, [floor, .automatic], [10, 10]) == [8, 2])
    #expect(widths(4, [floor, floor], [10, 10]) == [8, 8])
  }

  @Test func noColumnsHaveNoWidths() {
    #expect(widths(10, [], []) == [])
  }
}
