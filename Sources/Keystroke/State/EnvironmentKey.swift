/// A key for a value in ``EnvironmentValues``, with the value used when no ancestor set one.
public protocol EnvironmentKey {
  /// The type of value.
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}
