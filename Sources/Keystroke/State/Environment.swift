/// Reads a value from the view's environment.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let location = EnvironmentLocation()

  /// Reads the value at a key path of ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The current value.
  public var wrappedValue: Value { (location.environment ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: NodeLinkedProperty {
  func link(to node: ViewNode, key: String, environment: EnvironmentValues) {
    location.environment = environment
  }
}

/// Where an `@Environment` finds the environment it was linked with.
final class EnvironmentLocation {
  var environment: EnvironmentValues?
  init() {}
}
