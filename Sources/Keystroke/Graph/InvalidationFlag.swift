import Synchronization

/// A thread-safe "something changed" flag that wakes the host when it is first raised.
///
/// State boxes and observed objects raise it from wherever they are changed; the host lowers it
/// when it starts an update.
final class InvalidationFlag: Sendable {
  private let dirty = Atomic<Bool>(true)
  private let wakeHandler = Mutex<(@Sendable () -> Void)?>(nil)

  /// Whether a change is pending.
  var isRaised: Bool { dirty.load(ordering: .acquiring) }

  /// Raises the flag; the first raise after a lower calls the wake handler.
  func raise() {
    let (exchanged, _) = dirty.compareExchange(
      expected: false, desired: true, ordering: .acquiringAndReleasing)
    guard exchanged else { return }
    let handler = wakeHandler.withLock { $0 }
    handler?()
  }

  /// Lowers the flag at the start of an update.
  func lower() { dirty.store(false, ordering: .releasing) }

  /// Sets what runs when the flag is raised.
  func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
    wakeHandler.withLock { $0 = handler }
  }
}
