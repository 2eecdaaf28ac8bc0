/// A view that shows nothing and takes no space.
public struct EmptyView {
  /// Creates an empty view.
  nonisolated public init() {}

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] { [] }
}

extension EmptyView: View {}
