import Synchronization

/// A thread-safe record of what changed since the last update, which wakes the host when it is
/// first raised.
///
/// A change is either *precise*, naming the nodes whose inputs changed (a `@State` value, an
/// `@Observable` property a body read, an `ObservableObject` a view linked), or *global*, for
/// changes that do not know their node: the next update then re-evaluates every body. State
/// boxes and observed objects raise it from wherever they are changed; the graph takes what
/// was raised when it starts an update.
final class InvalidationFlag: Sendable {
  private let dirty = Atomic<Bool>(true)
  private let everything = Atomic<Bool>(true)
  private let model = Atomic<Bool>(false)
  private let dirtyNodes = Mutex<[NodeInvalidation]>([])
  /// Boxed: a closure held directly in the generic `Mutex` is re-abstracted on every locked
  /// access, and each write-back wraps it in two more thunks, so a handler read on every
  /// signal grew by two layers per key (and took ever longer to call).
  private let wakeHandler = Mutex<WakeHandler?>(nil)

  /// Whether a change is pending.
  var isRaised: Bool { dirty.load(ordering: .acquiring) }

  /// Raises the flag for a change that may affect any view: the next update re-evaluates
  /// everything.
  func raise() {
    everything.store(true, ordering: .releasing)
    signal()
  }

  /// Raises the flag for a change to one node's inputs.
  ///
  /// - Parameter fromModel: Whether the change came from a model (an `ObservableObject` or an
  ///   `@Observable` property) rather than the node's own state: what reads models without
  ///   being subscribed to them (menu commands, as SwiftUI reads them afresh) is asked again.
  func raise(node: NodeInvalidation, fromModel: Bool = false) {
    if fromModel { model.store(true, ordering: .releasing) }
    dirtyNodes.withLock { $0.append(node) }
    signal()
  }

  /// Asks for an update without naming a change: the graph finds what changed itself (a focus
  /// move, which it compares with the focus it last built for).
  func requestUpdate() { signal() }

  private func signal() {
    let (exchanged, _) = dirty.compareExchange(
      expected: false, desired: true, ordering: .acquiringAndReleasing)
    guard exchanged else { return }
    let handler = wakeHandler.withLock { $0 }
    handler?.run()
  }

  /// Lowers the flag at the start of an update and takes what was raised: whether a global
  /// change happened, the nodes changed precisely, and whether any change came from a model.
  func lower() -> (everything: Bool, nodes: [NodeInvalidation], fromModel: Bool) {
    dirty.store(false, ordering: .releasing)
    let all = everything.exchange(false, ordering: .acquiringAndReleasing)
    let fromModel = model.exchange(false, ordering: .acquiringAndReleasing)
    let nodes = dirtyNodes.withLock { nodes in
      defer { nodes = [] }
      return nodes
    }
    return (all, nodes, fromModel)
  }

  /// Sets what runs when the flag is raised.
  func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
    let boxed = handler.map(WakeHandler.init(run:))
    wakeHandler.withLock { $0 = boxed }
  }
}
