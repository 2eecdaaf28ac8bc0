#if !canImport(Combine)
/// A publisher that starts producing values only when connected, such as a timer.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the publisher; cancelling the result stops it.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber attaches and disconnects when the last one leaves.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}
#endif
