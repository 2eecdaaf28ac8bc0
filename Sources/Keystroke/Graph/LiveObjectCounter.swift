import Synchronization

/// The live framework objects (view nodes, elements, interaction records) that one host made,
/// counted in debug builds only, so a leak test can check its own host while other tests'
/// hosts come and go in the same process.
///
/// An object made while a host is at work (its context bound, see ``HostContext``) keeps that
/// host's counter and gives its count back to it when it is freed, on whatever update that is.
/// Release builds count nothing and report zero.
public final class LiveObjectCounter: Sendable {
  #if DEBUG
  private let nodes = Atomic<Int>(0)
  private let elements = Atomic<Int>(0)
  private let records = Atomic<Int>(0)
  #endif

  /// A counter at zero.
  public init() {}

  /// How many objects of `kind` made in this counter's host are alive (0 in release builds).
  public func count(of kind: LiveObjectCount.Kind) -> Int {
    #if DEBUG
    switch kind {
    case .node: return nodes.load(ordering: .relaxed)
    case .element: return elements.load(ordering: .relaxed)
    case .interactionRecord: return records.load(ordering: .relaxed)
    }
    #else
    return 0
    #endif
  }

  #if DEBUG
  /// Records that an object of `kind` was made.
  func created(_ kind: LiveObjectCount.Kind) { add(1, to: kind) }

  /// Records that an object of `kind` was freed.
  func destroyed(_ kind: LiveObjectCount.Kind) { add(-1, to: kind) }

  private func add(_ amount: Int, to kind: LiveObjectCount.Kind) {
    switch kind {
    case .node: nodes.add(amount, ordering: .relaxed)
    case .element: elements.add(amount, ordering: .relaxed)
    case .interactionRecord: records.add(amount, ordering: .relaxed)
    }
  }
  #endif
}
