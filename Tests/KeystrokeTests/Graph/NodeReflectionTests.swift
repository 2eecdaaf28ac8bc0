import Testing

@testable import Keystroke

/// Reflecting a node (as a failed expectation does with the values it captured) never reads its
/// parent or graph, which a node that left the tree may outlive.
@MainActor
@Suite struct NodeReflectionTests {
  @Test func aNodeOutlivingItsParentAndGraphCanBeDumped() {
    var graph: ViewGraph? = ViewGraph()
    var parent: ViewNode? = ViewNode(graph: graph!)
    let child = parent!.child(.index(0))
    parent!.disappear()
    parent = nil
    graph = nil
    var text = ""
    dump(child, to: &text)
    #expect(text.contains("id: \(child.id)"))
    #expect(!text.contains("parent"))
  }
}
