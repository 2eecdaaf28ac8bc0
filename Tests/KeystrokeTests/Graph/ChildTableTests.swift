import Testing

@testable import Keystroke

@MainActor
@Suite struct ChildTableTests {
  private struct First {}
  private struct Second {}
  private struct Third {}

  private func keys(of table: ChildTable) -> [ChildKey] {
    var keys: [ChildKey] = []
    table.visit { key, _ in keys.append(key) }
    return keys
  }

  @Test func everyKindOfKeyIsStoredOnceAndFoundAgain() {
    let graph = ViewGraph()
    var table = ChildTable()
    let first = ObjectIdentifier(First.self)
    let second = ObjectIdentifier(Second.self)
    let third = ObjectIdentifier(Third.self)
    let all: [ChildKey] = [
      .body, .index(0), .index(5), .index(200), .index(-1), .branch(true), .branch(false),
      .id("a"), .row(segment: 2, identity: 7), .type(first), .type(second),
      .numberedRow(segment: 0, number: 7), .numberedRow(segment: 1, number: 7),
      .numberedRow(segment: 0, number: .min), .numberID(7), .numberID(-3), .stringID("7"),
    ]
    var nodes: [ChildKey: ViewNode] = [:]
    for key in all {
      let node = ViewNode(graph: graph)
      nodes[key] = node
      table[key] = node
    }
    for key in all { #expect(table[key] === nodes[key]) }
    #expect(Set(keys(of: table)) == Set(all))
    #expect(keys(of: table).count == all.count)
    // Freeing the type slot and storing a type that lives in the dictionary keeps it there.
    table[.type(first)] = nil
    #expect(table[.type(first)] == nil)
    let replacement = ViewNode(graph: graph)
    table[.type(second)] = replacement
    #expect(table[.type(second)] === replacement)
    table[.type(second)] = nil
    #expect(table[.type(second)] == nil)
    let newest = ViewNode(graph: graph)
    table[.type(third)] = newest
    #expect(table[.type(third)] === newest)
    #expect(keys(of: table).filter { if case .type = $0 { true } else { false } } == [.type(third)])
    table.removeAll()
    #expect(keys(of: table).isEmpty)
  }

  @Test func numberedChildrenAreCountedAndDroppedOneByOne() {
    let graph = ViewGraph()
    var table = ChildTable()
    let keys: [ChildKey] = (0..<40).flatMap { number -> [ChildKey] in
      [.numberedRow(segment: number % 3, number: number), .numberID(number)]
    }
    for key in keys { table[key] = ViewNode(graph: graph) }
    #expect(table.count == keys.count)
    for (index, key) in keys.enumerated() where index % 2 == 0 { table[key] = nil }
    #expect(table.count == keys.count / 2)
    for (index, key) in keys.enumerated() {
      #expect((table[key] == nil) == (index % 2 == 0))
    }
    #expect(Set(self.keys(of: table)) == Set(keys.enumerated().filter { $0.0 % 2 == 1 }.map(\.1)))
  }
}
