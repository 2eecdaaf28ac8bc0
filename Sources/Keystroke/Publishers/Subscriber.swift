#if !canImport(Combine)
/// Receives the values of a ``Publisher``: first a subscription, then values, then at most
/// one completion. Combine's protocol, which Keystroke provides where Combine does not exist.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The values it takes.
  associatedtype Input
  /// The error it may end with.
  associatedtype Failure: Error

  /// Called once, when the subscription starts.
  func receive(subscription: any Subscription)
  /// Called for each value; returns how many more values it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Called once, when the publisher ends.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives the empty value of a publisher of `Void`.
  public func receive() -> Subscribers.Demand { receive(()) }
}
#endif
