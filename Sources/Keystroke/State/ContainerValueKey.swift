/// A key for a value in ``ContainerValues``, with the value used when none was set.
///
/// Declare one with `@Entry` inside `extension ContainerValues`, or by hand.
public protocol ContainerValueKey {
  /// The type of value.
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}
