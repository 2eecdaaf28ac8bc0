#if !canImport(Combine)
extension Publishers {
  /// Passes on the values of its upstream publisher that satisfy a predicate. Made by
  /// `filter(_:)`.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are filtered.
    public let upstream: Upstream
    /// Which values pass.
    public let isIncluded: (Upstream.Output) -> Bool

    /// A publisher of `upstream`'s values for which `isIncluded` is true.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches `subscriber` through the predicate.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { isIncluded($0) ? subscriber.receive($0) : .max(1) },
          receiveCompletion: { subscriber.receive(completion: $0) }))
    }
  }
}
#endif
