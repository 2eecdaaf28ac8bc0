import Foundation
import Testing

@testable import Keystroke

@Suite struct MutableCollectionOffsetsTests {
  @Test(arguments: [
    ([1], 3, ["a", "c", "b", "d"]),
    ([1], 0, ["b", "a", "c", "d"]),
    ([0, 2], 4, ["b", "d", "a", "c"]),
    ([3], 0, ["d", "a", "b", "c"]),
    ([1], 1, ["a", "b", "c", "d"]),
    ([9], 0, ["a", "b", "c", "d"]),
  ])
  func moveFollowsTheDestinationConvention(
    _ offsets: [Int], _ destination: Int, _ expected: [String]
  ) {
    var items = ["a", "b", "c", "d"]
    items.move(fromOffsets: IndexSet(offsets), toOffset: destination)
    #expect(items == expected)
  }

  @Test(arguments: [
    ([1], ["a", "c", "d"]),
    ([0, 3], ["b", "c"]),
    ([], ["a", "b", "c", "d"]),
    ([7], ["a", "b", "c", "d"]),
  ])
  func removeAtOffsets(_ offsets: [Int], _ expected: [String]) {
    var items = ["a", "b", "c", "d"]
    items.remove(atOffsets: IndexSet(offsets))
    #expect(items == expected)
  }
}
