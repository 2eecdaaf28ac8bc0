#if !canImport(Combine)
extension Subscribers {
  /// A subscriber that runs closures for each value and for the completion, and asks for
  /// every value. Made by `sink(receiveValue:)`.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// What runs for each value.
    public private(set) var receiveValue: (Input) -> Void
    /// What runs when the publisher ends.
    public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var isCancelled = false

    /// A sink running the given closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard !isCancelled, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Runs the value closure.
    public func receive(_ value: Input) -> Subscribers.Demand {
      if !isCancelled { receiveValue(value) }
      return .none
    }

    /// Runs the completion closure and lets go of the subscription.
    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isCancelled else { return }
      receiveCompletion(completion)
      subscription = nil
    }

    /// Stops the subscription and drops the closures.
    public func cancel() {
      guard !isCancelled else { return }
      isCancelled = true
      let subscription = self.subscription
      self.subscription = nil
      receiveValue = { _ in }
      receiveCompletion = { _ in }
      subscription?.cancel()
    }
  }
}
#endif
