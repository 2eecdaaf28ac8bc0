/// One environment value, boxed with its type so reading it back needs no dynamic cast.
final class EnvironmentBox<Value> {
  /// The value.
  let value: Value

  /// Boxes a value.
  init(_ value: Value) { self.value = value }
}
