/// Gives bindings to the properties of an `@Observable` object: `$model.name` is a
/// `Binding<String>` a `TextField` can edit.
///
/// Use it on a view's property, or locally inside `body` for an object read from the
/// environment:
///
/// ```swift
/// struct BookEditor: View {
///   @Bindable var book: Book
///   var body: some View { TextField("Title", text: $book.title) }
/// }
///
/// var body: some View {
///   @Bindable var library = library
///   TextField("Name", text: $library.name)
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// This wrapper, whose members are bindings to the object's properties.
  public var projectedValue: Bindable<Value> { self }

  /// Rejects a value that is not an `@Observable` object, as SwiftUI does.
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Rejects a value that is not an `@Observable` object, as SwiftUI does.
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable where Value: AnyObject {
  /// A binding to a property of the object.
  ///
  /// Making the binding reads the property once, so the body that makes it is updated when the
  /// property changes, even when only a control below (a `TextField`) shows the value.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    _ = object[keyPath: keyPath]
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable where Value: AnyObject & Observable {
  /// Makes bindings to the properties of an `@Observable` object.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Makes bindings to the properties of an `@Observable` object.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Makes bindings from another `Bindable`'s object.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}

extension Bindable: Sendable where Value: Sendable {}
