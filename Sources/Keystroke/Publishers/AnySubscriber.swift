#if !canImport(Combine)
/// A subscriber made of closures, or wrapping another subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  /// The wrapped subscriber's identity.
  public let combineIdentifier: CombineIdentifier
  private let subscriptionHandler: (any Subscription) -> Void
  private let valueHandler: (Input) -> Subscribers.Demand
  private let completionHandler: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    subscriptionHandler = subscriber.receive(subscription:)
    valueHandler = subscriber.receive(_:)
    completionHandler = subscriber.receive(completion:)
  }

  /// A subscriber that runs the given closures; a missing value closure asks for nothing more.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscriptionHandler = receiveSubscription ?? { _ in }
    valueHandler = receiveValue ?? { _ in .none }
    completionHandler = receiveCompletion ?? { _ in }
  }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { subscriptionHandler(subscription) }
  /// Passes the value on.
  public func receive(_ value: Input) -> Subscribers.Demand { valueHandler(value) }
  /// Passes the completion on.
  public func receive(completion: Subscribers.Completion<Failure>) { completionHandler(completion) }

  /// `AnySubscriber`.
  public var description: String { "AnySubscriber" }
}
#endif
