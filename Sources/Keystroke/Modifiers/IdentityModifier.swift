/// Gives a view an explicit identity; a new identity discards the old state.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let elements = context.build(content, key: .identity(boxed: id))
    if let registry = context.environment.scrollTargets {
      registry.record(id, elements: elements, update: context.node.graph.generation)
      // Registered afresh each update, so the subtree is not kept whole.
      context.node.graph.noteUncopyableBuild()
    }
    return elements
  }
}

extension View {
  /// Binds this view's identity to `id`: when `id` changes, the view starts over with fresh
  /// state.
  public consuming func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}
