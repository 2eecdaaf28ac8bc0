/// An observable object passed into a view; the view updates when the object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Gives bindings to the object's properties: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The object.
  public var wrappedValue: ObjectType

  /// Observes an object.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes an object.
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    node.graph.observe(wrappedValue, from: node)
  }
}
