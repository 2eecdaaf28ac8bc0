/// A value owned by a view, kept across updates by the view's identity.
///
/// Reading it in `body` and changing it (directly or through its ``Binding`` from `$name`)
/// updates the view. It starts from its initial value when the view first appears, and again
/// when the view's identity changes.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private let location = StateLocation<Value>()

  /// Creates state with an initial value.
  public init(wrappedValue value: Value) { initialValue = value }

  /// Creates state with an initial value.
  public init(initialValue value: Value) { initialValue = value }

  /// The current value.
  public var wrappedValue: Value {
    get { location.box?.value ?? initialValue }
    nonmutating set {
      if let box = location.box {
        box.value = newValue
      } else {
        location.box = StateBox(newValue, invalidation: InvalidationFlag())
      }
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let state = self
    return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is `nil`.
  public init() { initialValue = nil }
}

extension State: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.box = node.stored(at: place) {
      StateBox(initialValue, invalidation: node.invalidation)
    }
  }
}
