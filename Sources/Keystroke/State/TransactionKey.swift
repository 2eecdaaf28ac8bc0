/// A key for a value in a ``Transaction``, with the value used when none was set.
///
/// Declare one with `@Entry` inside `extension Transaction`, or by hand.
public protocol TransactionKey {
  /// The type of value.
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}
