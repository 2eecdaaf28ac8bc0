/// Groups views without laying them out; the enclosing container arranges the members and a
/// modifier on the group applies to each member.
public struct Group<Content: View> {
  let content: Content

  /// Creates a group of views.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0))
  }
}

extension Group: View {}
