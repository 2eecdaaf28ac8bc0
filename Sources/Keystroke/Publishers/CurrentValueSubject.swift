#if !canImport(Combine)
import Foundation

/// A subject that holds a current value, gives it to each new subscriber, and sends every new
/// value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  /// Attaches `subscriber` and sends it the current value.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber)
    if subscribers.completion == nil { _ = subscriber.receive(value) }
  }

  /// Stores `input` and sends it to the subscribers.
  public func send(_ input: Output) {
    lock.withLock { current = input }
    subscribers.send(input)
  }

  /// Ends the subject.
  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  /// Asks an upstream subscription for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
#endif
