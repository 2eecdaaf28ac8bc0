extension View {
  /// Applies the effect `effect` makes from this view's geometry (its size and frame, in
  /// cells, measured again at each layout) without changing its layout: an offset moves it by
  /// whole cells and an opacity dims or hides it (see ``VisualEffect``).
  public consuming func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier(effect: effect))
  }
}

/// Wraps each element of its content in a ``VisualEffectElement`` that asks the app's closure
/// for the effect with the rectangle the element is placed in.
struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
  let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let effect = self.effect
    return context.build(content, key: .index(0)).map { element in
      VisualEffectElement(child: element) { rect in
        let space = GeometrySpace(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        return ResolvedVisualEffect(effect(EmptyVisualEffect(), GeometryProxy(space: space)))
      }
    }
  }
}
