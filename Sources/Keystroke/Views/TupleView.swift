/// Several views built from one block, laid out by the enclosing container.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T

  /// Wraps a tuple of views.
  nonisolated public init(_ value: T) { self.value = value }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    var elements: [Element] = []
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else { continue }
      elements += context.buildExistential(view, key: .index(index))
    }
    return elements
  }
}

extension TupleView: View {}
