/// A namespace owned by a view, for matching views across updates
/// (`.matchedGeometryEffect(id:in:)`); read its ``wrappedValue`` in `body`.
///
/// Like ``State``, it is kept by the view's identity: the same view reads the same
/// ``Namespace/ID`` on every update, and another view (or the same one after its identity
/// changed) reads another.
@propertyWrapper
public struct Namespace: DynamicProperty {
  private let location = NamespaceLocation()

  /// Creates a namespace.
  public init() {}

  /// The namespace's identifier. Read outside a body (where the view is not yet linked to its
  /// identity), it names a namespace of this value alone.
  public var wrappedValue: ID { ID(object: location.box ?? location) }

  /// A namespace's identifier.
  public struct ID: Hashable, Sendable {
    private let object: ObjectIdentifier

    init(object: AnyObject) { self.object = ObjectIdentifier(object) }
  }
}

extension Namespace: NodeLinkedProperty {
  func link(to node: ViewNode, place: Int, environment: EnvironmentValues) {
    location.box = node.stored(at: place) { NamespaceBox() }
  }
}

/// The object a namespace's identifier is made from: kept by the view's node, so the
/// identifier lasts as long as the view's identity.
final class NamespaceBox {}

/// Where a ``Namespace`` finds its box; filled in when the view is linked to its node. Until
/// then the location itself names the namespace.
final class NamespaceLocation {
  var box: NamespaceBox?
}
