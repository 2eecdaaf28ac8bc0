#if !canImport(Combine)
import Foundation

/// The subscribers of a multicasting publisher (a subject, a timer), in the order they came,
/// each with a subscription that removes it. Values are sent outside the lock, so a subscriber
/// may cancel or subscribe again while receiving. The lock guards every field, so it may be
/// shared across threads.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(id: Int, subscriber: AnySubscriber<Output, Failure>)] = []
  private var nextID = 0
  private(set) var completion: Subscribers.Completion<Failure>?

  init() {}

  /// Whether anyone is subscribed.
  var isEmpty: Bool { lock.withLock { entries.isEmpty } }

  /// Adds `subscriber` and hands it its subscription; `onCancel` runs when it leaves. A
  /// finished list completes the subscriber at once instead.
  func add<S: Subscriber>(_ subscriber: S, onCancel: @escaping () -> Void = {})
  where S.Input == Output, S.Failure == Failure {
    let added: Int? = lock.withLock {
      guard completion == nil else { return nil }
      nextID += 1
      entries.append((nextID, AnySubscriber(subscriber)))
      return nextID
    }
    guard let id = added else {
      subscriber.receive(subscription: Subscriptions.empty)
      if let completion { subscriber.receive(completion: completion) }
      return
    }
    subscriber.receive(
      subscription: ActionSubscription { [weak self] in
        self?.remove(id)
        onCancel()
      })
  }

  private func remove(_ id: Int) {
    lock.withLock { entries.removeAll { $0.id == id } }
  }

  /// Sends `value` to every subscriber.
  func send(_ value: Output) {
    let current = lock.withLock { completion == nil ? entries.map(\.subscriber) : [] }
    for subscriber in current { _ = subscriber.receive(value) }
  }

  /// Ends the list: every subscriber receives `completion`, and later ones get it at once.
  func send(completion: Subscribers.Completion<Failure>) {
    let current: [AnySubscriber<Output, Failure>] = lock.withLock {
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { entries = [] }
      return entries.map(\.subscriber)
    }
    for subscriber in current { subscriber.receive(completion: completion) }
  }
}
#endif
