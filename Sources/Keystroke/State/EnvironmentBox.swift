/// One environment value in a box whose value type is not known where environments are
/// compared.
class AnyEnvironmentBox {
  /// Whether `other`, a box stored under the same key, holds the same value.
  func holdsSameValue(as other: AnyEnvironmentBox) -> Bool { self === other }
}

/// One environment value, boxed with its type so reading it back needs no dynamic cast.
final class EnvironmentBox<Value>: AnyEnvironmentBox {
  /// The value.
  let value: Value

  /// Boxes a value.
  init(_ value: Value) { self.value = value }

  /// The same box, the same bytes (the same closures and references) or, for an `Equatable`
  /// value, an equal one.
  override func holdsSameValue(as other: AnyEnvironmentBox) -> Bool {
    if self === other { return true }
    // Only one subscript stores boxes, always under the key whose value type they hold.
    let other = unsafeDowncast(other, to: EnvironmentBox<Value>.self)
    return ValueEquivalence.same(value, other.value)
  }
}
