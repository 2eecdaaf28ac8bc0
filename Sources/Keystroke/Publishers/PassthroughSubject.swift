#if !canImport(Combine)
/// A subject that passes each value it is sent to its current subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber)
  }

  /// Sends `input` to the current subscribers.
  public func send(_ input: Output) { subscribers.send(input) }

  /// Ends the subject.
  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  /// Asks an upstream subscription for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
#endif
