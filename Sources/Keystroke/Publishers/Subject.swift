#if !canImport(Combine)
/// A publisher that code can send values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the subject.
  func send(completion: Subscribers.Completion<Failure>)
  /// Hands an upstream subscription to the subject.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value.
  public func send() { send(()) }
}
#endif
