/// Something a piece of state raises when it changes, so the graph updates: a node's
/// ``NodeInvalidation`` for state owned by a view, or the graph's whole ``InvalidationFlag``
/// for state that does not know its view.
protocol ChangeSignal: AnyObject, Sendable {
  /// Reports the change; safe from any thread.
  func raise()
}

extension InvalidationFlag: ChangeSignal {}
extension NodeInvalidation: ChangeSignal {}
