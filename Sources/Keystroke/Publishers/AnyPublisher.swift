#if !canImport(Combine)
/// A publisher that hides the type of the one it wraps.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let attach: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attach = { publisher.receive(subscriber: $0) }
  }

  /// Attaches `subscriber` to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    attach(AnySubscriber(subscriber))
  }

  /// `AnyPublisher`.
  public var description: String { "AnyPublisher" }
}
#endif
