/// Reads a value from the view's environment.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// @Environment(Library.self) private var library
/// @Environment(Library.self) private var optionalLibrary: Library?
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: (EnvironmentValues) -> Value
  private let location = EnvironmentLocation<Value>()

  /// Reads the value at a key path of ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// Reads the `@Observable` object of this type an ancestor provided with
  /// `.environment(_:)`.
  ///
  /// Reading it when no ancestor provided one stops the program with a message naming the type,
  /// as in SwiftUI: it is a mistake in the app, not a condition to handle.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { environment in
      guard let object = environment.observable(of: objectType) else {
        preconditionFailure(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for "
            + "\(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  /// Reads the `@Observable` object of this type an ancestor provided with `.environment(_:)`,
  /// or `nil` when none did.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.observable(of: objectType) }
  }

  /// The current value.
  public var wrappedValue: Value { location.value ?? read(EnvironmentValues()) }
}

extension Environment: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.value = read(environment)
  }

  func readsSame(from old: EnvironmentValues, as new: EnvironmentValues) -> Bool {
    ValueEquivalence.same(read(old), read(new))
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
