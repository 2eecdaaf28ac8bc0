#if !canImport(Combine)
/// The link between a publisher and one subscriber; cancelling it stops the values.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for more values.
  func request(_ demand: Subscribers.Demand)
}

/// Namespace for ready-made subscriptions, as in Combine.
public enum Subscriptions {
  /// A subscription that does nothing, for a publisher that completes at once.
  public static var empty: any Subscription { EmptySubscription() }
}

/// A subscription with nothing to cancel.
final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// A subscription that runs an action when cancelled, once.
final class ActionSubscription: Subscription {
  private var action: (() -> Void)?
  init(_ action: @escaping () -> Void) { self.action = action }
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {
    let action = self.action
    self.action = nil
    action?()
  }
}
#endif
