/// Gives a view an explicit identity; a new identity discards the old state.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .id(id))
    context.environment.scrollTargets?.record(
      id, elements: elements, update: context.node.graph.generation)
    return elements
  }
}

extension View {
  /// Binds this view's identity to `id`: when `id` changes, the view starts over with fresh
  /// state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}
