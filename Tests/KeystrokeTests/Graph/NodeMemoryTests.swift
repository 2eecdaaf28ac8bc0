import Testing

@testable import Keystroke

private final class Scroll {
  var top = 0
}

private final class Selection {
  var row = 0
}

/// What the framework keeps for a node is kept one object per type, found by its type.
@MainActor
@Suite struct NodeMemoryTests {
  @Test func eachTypeHasItsOwnPlace() {
    let node = ViewNode(graph: ViewGraph())
    #expect(node.memory(Scroll.self) == nil)
    let scroll = Scroll()
    node.keep(scroll)
    node.keep(Selection())
    #expect(node.memory(Scroll.self) === scroll)
    #expect(node.memory(Selection.self) != nil)
    let replacement = Scroll()
    node.keep(replacement)
    #expect(node.memory(Scroll.self) === replacement)
  }

  @Test func keptMakesTheObjectOnce() {
    let node = ViewNode(graph: ViewGraph())
    var made = 0
    let first = node.kept {
      made += 1
      return Scroll()
    }
    let second = node.kept {
      made += 1
      return Scroll()
    }
    #expect(first === second)
    #expect(made == 1)
  }

  @Test func aPropertysObjectIsFoundByPlaceAndType() {
    let node = ViewNode(graph: ViewGraph())
    let first = node.stored(at: 0) { Scroll() }
    let second = node.stored(at: 1) { Scroll() }
    let other = node.stored(at: 0) { Selection() }
    #expect(first !== second)
    #expect(node.stored(at: 0) { Scroll() } === first)
    #expect(node.stored(at: 1) { Scroll() } === second)
    #expect(node.stored(at: 0) { Selection() } === other)
  }

  @Test func aNewViewTypeForgetsStorageAndConformances() {
    let node = ViewNode(graph: ViewGraph())
    node.prepare(for: Text.self)
    let kept = node.stored(at: 0) { Scroll() }
    #expect(node.primitiveConformance(of: Text.self) != nil)
    node.prepare(for: Text.self)
    #expect(node.stored(at: 0) { Scroll() } === kept)
    node.prepare(for: PlainView.self)
    #expect(node.primitiveConformance(of: PlainView.self) == nil)
    #expect(node.stored(at: 0) { Scroll() } !== kept)
  }
}

/// A view with a body, not a primitive.
private struct PlainView: View {
  var body: some View { Text("plain") }
}
