#if !canImport(Combine)
/// Delivers a sequence of values over time to its subscribers.
///
/// Combine's protocol, which Keystroke provides where Combine does not exist (Linux), with the
/// same name, associated types and requirement, so that `.onReceive(publisher)` and code using
/// `Just`, subjects, `@Published`'s `$value`, `Timer.publish` and
/// `NotificationCenter.publisher(for:)` compile unchanged. Where Combine exists, Keystroke
/// uses Combine's.
public protocol Publisher<Output, Failure> {
  /// The values it publishes.
  associatedtype Output
  /// The error it may end with; `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`, which then receives a subscription and the values.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}
#endif
