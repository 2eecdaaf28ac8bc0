/// Reads a value from the view's environment.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let location = EnvironmentLocation<Value>()

  /// Reads the value at a key path of ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The current value.
  public var wrappedValue: Value { location.value ?? EnvironmentValues()[keyPath: keyPath] }
}

extension Environment: NodeLinkedProperty {
  func link(to node: ViewNode, key: String, environment: EnvironmentValues) {
    location.value = environment[keyPath: keyPath]
  }
}

/// Where an `@Environment` finds the value it was linked with.
///
/// Only the one value is kept, not the whole environment: a view value can outlive its update
/// (captured by an action, a focused value or an undo step), and a whole environment would
/// keep that update's focused values, and through them every earlier update, alive.
final class EnvironmentLocation<Value> {
  var value: Value?
  init() {}
}
