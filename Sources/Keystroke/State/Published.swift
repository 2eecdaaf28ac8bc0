#if canImport(Combine)
import Combine
#endif

/// A property of an ``ObservableObject`` class that announces its changes.
///
/// Setting it calls the object's `objectWillChange.send()` before the new value is stored, as
/// Combine's `@Published` does; `$property` is a publisher of its values.
@propertyWrapper
public struct Published<Value> {
  private var value: Value
  /// The subject behind `$property`, made when it is first asked for.
  private var subject: CurrentValueSubject<Value, Never>?

  /// Creates the property with an initial value.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// Creates the property with an initial value.
  public init(initialValue: Value) { value = initialValue }

  /// Only classes can have published properties; the compiler uses the enclosing-instance
  /// subscript instead of this.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { preconditionFailure("@Published is only available on properties of classes") }
    set { preconditionFailure("@Published is only available on properties of classes") }
  }

  /// Reads and writes the value of the property on its enclosing object.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].subject?.send(newValue)
      object[keyPath: storageKeyPath].value = newValue
    }
  }

  /// A publisher of the property's values: the current one to each new subscriber, then
  /// every new one.
  public var projectedValue: Publisher {
    mutating get {
      if let subject { return Publisher(subject: subject) }
      let subject = CurrentValueSubject<Value, Never>(value)
      self.subject = subject
      return Publisher(subject: subject)
    }
    set { subject = newValue.subject }
  }
}
