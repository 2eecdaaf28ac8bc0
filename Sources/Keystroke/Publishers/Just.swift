#if !canImport(Combine)
/// A publisher that sends one value to each subscriber and finishes.
public struct Just<Output>: Publisher {
  /// `Just` cannot fail.
  public typealias Failure = Never

  /// The value it sends.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  /// Sends the value, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: Subscriptions.empty)
    _ = subscriber.receive(output)
    subscriber.receive(completion: .finished)
  }
}

extension Just: Equatable where Output: Equatable {}
#endif
