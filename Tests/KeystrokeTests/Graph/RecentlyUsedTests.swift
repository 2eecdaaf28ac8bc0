import Testing

@testable import Keystroke

/// The memos' memory: finds by key, keeps the value used last first, and drops the value
/// unused longest when full.
@Suite struct RecentlyUsedTests {
  @Test func aFoundValueMovesToTheFrontAndSurvivesTheNextDrop() {
    var recent = RecentlyUsed<String, Int>(capacity: 3)
    recent.insert(1, for: "one")
    recent.insert(2, for: "two")
    recent.insert(3, for: "three")
    // "one" is the oldest; finding it makes "two" the oldest instead.
    #expect(recent.value { $0 == "one" } == 1)
    recent.insert(4, for: "four")
    #expect(recent.count == 3)
    #expect(recent.value { $0 == "two" } == nil)
    #expect(recent.value { $0 == "one" } == 1)
    #expect(recent.value { $0 == "three" } == 3)
    #expect(recent.value { $0 == "four" } == 4)
  }

  @Test func nothingIsFoundInAnEmptyMemoryAndTheCapacityIsAtLeastOne() {
    var recent = RecentlyUsed<Int, String>(capacity: 0)
    #expect(recent.value { _ in true } == nil)
    recent.insert("a", for: 1)
    recent.insert("b", for: 2)
    #expect(recent.count == 1)
    #expect(recent.value { $0 == 2 } == "b")
    #expect(recent.value { $0 == 1 } == nil)
    recent.removeAll()
    #expect(recent.count == 0)
    #expect(recent.value { $0 == 2 } == nil)
  }
}
