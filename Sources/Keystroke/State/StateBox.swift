/// The persistent storage of one `@State` value, owned by a view node.
final class StateBox<Value> {
  private var storedValue: Value
  private let invalidation: any ChangeSignal

  init(_ value: Value, invalidation: any ChangeSignal) {
    storedValue = value
    self.invalidation = invalidation
  }

  /// The value; setting it asks for an update.
  var value: Value {
    get { storedValue }
    set {
      storedValue = newValue
      invalidation.raise()
    }
  }
}

/// Where a `@State` finds its box; filled in when the view is linked to its node.
final class StateLocation<Value> {
  var box: StateBox<Value>?
  init() {}
}
