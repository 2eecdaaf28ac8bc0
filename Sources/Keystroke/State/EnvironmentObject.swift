/// An observable object provided by an ancestor with `.environmentObject(_:)`.
///
/// Reading it when no ancestor provided one stops the program with a message naming the type,
/// as in SwiftUI: it is a mistake in the app, not a condition to handle.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let location = StateObjectLocation<ObjectType>()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    guard let object = location.object else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found: a view's ancestor must call "
          + ".environmentObject(_:) with one.")
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.object = environment.object(of: ObjectType.self)
    if let object = location.object { node.graph.observe(object, from: node) }
  }

  func readsSame(from old: EnvironmentValues, as new: EnvironmentValues) -> Bool {
    old.object(of: ObjectType.self) === new.object(of: ObjectType.self)
  }
}
