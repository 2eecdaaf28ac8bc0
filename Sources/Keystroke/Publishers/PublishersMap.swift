#if !canImport(Combine)
extension Publishers {
  /// Transforms each value of its upstream publisher. Made by `map(_:)`.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    /// A publisher of `upstream`'s values transformed by `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transformation.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.receive(
        subscriber: AnySubscriber<Upstream.Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { subscriber.receive(transform($0)) },
          receiveCompletion: { subscriber.receive(completion: $0) }))
    }
  }
}
#endif
