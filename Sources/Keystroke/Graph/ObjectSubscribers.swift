import Synchronization

/// The nodes that linked one `ObservableObject`: its change notification, which may come from
/// any thread, marks each of them for the next update.
final class ObjectSubscribers: Sendable {
  /// Each node's invalidation, with the last update in which the node linked the object.
  private let nodes = Mutex<[ObjectIdentifier: (node: NodeInvalidation, generation: Int)]>([:])

  /// Records that a node linked the object in update `generation`.
  func add(_ invalidation: NodeInvalidation, generation: Int) {
    nodes.withLock { $0[ObjectIdentifier(invalidation)] = (invalidation, generation) }
  }

  /// Reports the object's change to every subscribed node.
  func raise() {
    let current = nodes.withLock { $0.values.map(\.node) }
    for node in current { node.raiseForModel() }
  }

  /// Drops the nodes that no longer watch the object after update `generation`: those that
  /// went away, and those whose body ran again in it without linking the object.
  ///
  /// - Returns: Whether any subscriber is left.
  @MainActor
  func prune(after generation: Int) -> Bool {
    nodes.withLock { nodes in
      nodes = nodes.filter { _, entry in
        guard let node = entry.node.liveNode else { return false }
        return entry.generation == generation || node.evaluatedGeneration != generation
      }
      return !nodes.isEmpty
    }
  }
}
