#if !canImport(Combine)
import Foundation

extension Publishers {
  /// Connects its upstream when the first subscriber attaches and disconnects it when the last
  /// one leaves. Made by `autoconnect()`.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher it connects.
    public final let upstream: Upstream
    private let lock = NSLock()
    private var subscriberCount = 0
    private var connection: (any Cancellable)?

    /// A publisher that connects `upstream` on demand.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Attaches `subscriber`, connecting the upstream if it is the first.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { [self] subscription in
            // Holds this publisher until the subscriber leaves: an inline
            // `Timer.publish(…).autoconnect()` has no other owner.
            let wrapped = ActionSubscription {
              self.subscriberLeft()
              subscription.cancel()
            }
            subscriber.receive(subscription: wrapped)
          },
          receiveValue: { subscriber.receive($0) },
          receiveCompletion: { subscriber.receive(completion: $0) }))
      let isFirst = lock.withLock {
        subscriberCount += 1
        return subscriberCount == 1 && connection == nil
      }
      if isFirst {
        let connection = upstream.connect()
        lock.withLock { self.connection = connection }
      }
    }

    private func subscriberLeft() {
      let connection: (any Cancellable)? = lock.withLock {
        subscriberCount -= 1
        guard subscriberCount == 0 else { return nil }
        defer { self.connection = nil }
        return self.connection
      }
      connection?.cancel()
    }
  }
}
#endif
