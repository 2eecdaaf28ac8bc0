/// A type-erased view.
///
/// When the wrapped view's type changes between updates, the old view's state is discarded, as
/// in SwiftUI.
public struct AnyView {
  let wrapped: any View

  /// Wraps a view.
  public init<V: View>(_ view: V) { wrapped = view }

  /// Wraps a view of a type known only at run time, or returns `nil` if `value` is not a view.
  nonisolated public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    wrapped = view
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    context.buildExistential(wrapped, key: .type(ObjectIdentifier(type(of: wrapped))))
  }
}

extension AnyView: View {}
