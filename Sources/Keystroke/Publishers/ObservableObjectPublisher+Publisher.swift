#if !canImport(Combine)
extension ObservableObjectPublisher: Publisher {
  /// Nothing but the fact of a change.
  public typealias Output = Void
  /// Announcing a change cannot fail.
  public typealias Failure = Never

  /// Attaches `subscriber`; it receives a value each time the object is about to change.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    let target = ChangeTarget(subscriber: AnySubscriber(subscriber))
    let token = subscribe { _ = target.subscriber.receive(()) }
    subscriber.receive(subscription: ActionSubscription { withExtendedLifetime(token) {} })
  }
}

/// A subscriber that a change announced on any thread reaches.
private struct ChangeTarget: @unchecked Sendable {
  let subscriber: AnySubscriber<Void, Never>
}
#endif
