#if !canImport(Combine)
import Foundation

extension Publishers {
  /// Passes on a value of its upstream only when it differs from the previous one. Made by
  /// `removeDuplicates()`.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose repeated values are dropped.
    public let upstream: Upstream
    /// Whether two values count as the same.
    public let predicate: (Output, Output) -> Bool

    /// A publisher of `upstream`'s values without consecutive repeats.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber`, remembering the last value it was sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let last = LastValue<Output>()
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in
            guard last.replace(with: value, unlessSame: predicate) else { return .max(1) }
            return subscriber.receive(value)
          },
          receiveCompletion: { subscriber.receive(completion: $0) }))
    }
  }
}

/// The last value one subscription let through.
final class LastValue<Value> {
  private let lock = NSLock()
  private var value: Value?

  /// Stores `new` and returns true, unless it is the same as the stored value.
  func replace(with new: Value, unlessSame same: (Value, Value) -> Bool) -> Bool {
    lock.withLock {
      if let value, same(value, new) { return false }
      value = new
      return true
    }
  }
}
#endif
