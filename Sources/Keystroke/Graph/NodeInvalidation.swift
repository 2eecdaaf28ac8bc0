/// How one node's inputs report a change: a `@State` box, an `@Observable` read or an
/// `ObservableObject` the node linked raises it, from any thread, and the next update
/// re-evaluates that node's body (and whatever its new body changes) instead of the whole tree.
///
/// It refers to its node without keeping it alive: the node clears the reference when it goes
/// away, and a change reported after that is ignored.
final class NodeInvalidation: @unchecked Sendable {
  private let flag: InvalidationFlag
  /// The node; only read and cleared on the main actor (in updates and in the node's deinit).
  nonisolated(unsafe) private(set) var node: Unmanaged<ViewNode>?

  init(node: ViewNode, flag: InvalidationFlag) {
    self.flag = flag
    self.node = .passUnretained(node)
  }

  /// Reports that the node's inputs changed; safe from any thread.
  func raise() { flag.raise(node: self) }

  /// Reports that a model the node read (an `ObservableObject` it linked, an `@Observable`
  /// property its body read) changed; safe from any thread.
  func raiseForModel() { flag.raise(node: self, fromModel: true) }

  /// Forgets the node, which is going away.
  func detach() { node = nil }

  /// The node, if it is still alive (main actor only).
  @MainActor var liveNode: ViewNode? { node?.takeUnretainedValue() }
}
