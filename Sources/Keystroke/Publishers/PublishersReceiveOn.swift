#if !canImport(Combine)
extension Publishers {
  /// Delivers its upstream's values and completion on a scheduler. Made by `receive(on:)`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are moved.
    public let upstream: Upstream
    /// Where they are delivered.
    public let scheduler: Context
    /// The options for each delivery.
    public let options: Context.SchedulerOptions?

    /// A publisher of `upstream`'s values delivered on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`, scheduling each delivery.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = self.scheduler
      let options = self.options
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in
            scheduler.schedule(options: options) { _ = subscriber.receive(value) }
            return .none
          },
          receiveCompletion: { completion in
            scheduler.schedule(options: options) { subscriber.receive(completion: completion) }
          }))
    }
  }
}
#endif
