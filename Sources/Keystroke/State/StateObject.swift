/// An observable object a view creates and owns.
///
/// The object is created once, the first time the view appears, and kept for as long as the
/// view keeps its identity; the view updates when it changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let makeObject: () -> ObjectType
  private let location = StateObjectLocation<ObjectType>()

  /// Creates the object lazily from the given expression.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    makeObject = thunk
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object = location.object { return object }
    let object = makeObject()
    location.object = object
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension StateObject: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    let object = node.stored(at: place) { location.object ?? makeObject() }
    location.object = object
    node.graph.observe(object, from: node)
  }
}

/// Where a `@StateObject` finds its object.
final class StateObjectLocation<ObjectType: AnyObject> {
  var object: ObjectType?
  init() {}
}
