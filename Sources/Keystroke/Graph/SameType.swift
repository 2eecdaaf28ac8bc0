/// Hands a generic value over as the concrete type it is already known to have.
///
/// The framework looks a protocol up on a view's type once and then calls a static method of
/// the conforming type with the value, whose static type is still the caller's generic
/// parameter. A dynamic cast there would ask the runtime every time; since the types are the
/// same, the value can be reinterpreted after comparing the two metatypes.
enum SameType {
  /// `value` as a `T`, or `nil` when `V` is not `T`.
  @inline(__always)
  static func cast<V, T>(_ value: V, to type: T.Type) -> T? {
    guard V.self == T.self else { return nil }
    return unsafeBitCast(value, to: T.self)
  }
}
