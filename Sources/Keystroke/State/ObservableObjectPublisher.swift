import Synchronization

/// Announces that an ``ObservableObject`` is about to change.
///
/// Keystroke's stand-in for Combine's publisher of the same name (Combine is not available on
/// Linux): `send()` notifies every subscriber synchronously.
public final class ObservableObjectPublisher: Sendable {
  private let subscribers = Mutex<[Int: @Sendable () -> Void]>([:])
  private let nextID = Atomic<Int>(0)

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Tells subscribers that the object is about to change.
  public func send() {
    let handlers = subscribers.withLock { Array($0.values) }
    for handler in handlers { handler() }
  }

  /// Registers a handler; it stays registered while the returned token is alive.
  func subscribe(_ handler: @escaping @Sendable () -> Void) -> ObservationToken {
    let id = nextID.add(1, ordering: .relaxed).newValue
    subscribers.withLock { $0[id] = handler }
    return ObservationToken { [weak self] in
      _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
    }
  }
}

/// Keeps a subscription alive; releasing it unsubscribes.
final class ObservationToken {
  private let cancel: () -> Void
  init(cancel: @escaping () -> Void) { self.cancel = cancel }
  deinit { cancel() }
}
