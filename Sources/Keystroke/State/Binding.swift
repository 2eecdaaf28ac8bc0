/// Read and write access to a value owned elsewhere.
///
/// Get one from `@State` (`$count`), from an observed object (`$model.name`), from another
/// binding (`$item.title`), or build one with ``init(get:set:)``.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// Creates a binding from another binding (what `$name` gives inside a view).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let base = self
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = base.wrappedValue
        value[keyPath: keyPath] = newValue
        base.wrappedValue = value
      }
    )
  }

  /// A binding to an optional value, from a binding to a non-optional one.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the unwrapped value, or `nil` if the value is currently `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? current }, set: { base.wrappedValue = $0 })
  }
}

extension Binding: DynamicProperty {}
