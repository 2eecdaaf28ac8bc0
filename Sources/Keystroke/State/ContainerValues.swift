/// Values a view sets for the container it is placed in, with `.containerValue(_:_:)`.
///
/// Keystroke accepts the values so that code written for SwiftUI compiles; its containers do
/// not read app-defined container values yet, so setting one has no visible effect.
public struct ContainerValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates a set of values where every key has its default value. SwiftUI makes these only
  /// for a container's subviews; Keystroke lets tests make one.
  public init() {}

  /// The value for a key type, or its default.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension View {
  /// Sets a container value for this view. Keystroke's containers do not read app-defined
  /// container values yet, so the view is returned unchanged.
  nonisolated public consuming func containerValue<V>(
    _ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V
  ) -> some View {
    self
  }
}
