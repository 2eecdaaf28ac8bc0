extension View {
  /// Applies the effect `transition` makes for this view's phase in the scroll view or list
  /// around it: ``ScrollTransitionPhase/identity`` while the view is past the configuration's
  /// threshold (wholly visible, by default), ``ScrollTransitionPhase/topLeading`` or
  /// ``ScrollTransitionPhase/bottomTrailing`` while it is cut by that edge. Offsets move the
  /// view by whole cells and opacity dims or hides it (see ``VisualEffect``); the layout is
  /// not changed. Outside a scroll view the view is in the identity phase.
  public consuming func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: configuration, bottomTrailing: configuration, axis: axis,
        transition: transition))
  }

  /// Applies the effect `transition` makes for this view's phase, with one configuration for
  /// the top (leading) edge and one for the bottom (trailing) edge; see
  /// ``scrollTransition(_:axis:transition:)``.
  public consuming func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
        transition: transition))
  }
}

/// Wraps each element of its content in a ``VisualEffectElement`` whose effect comes from the
/// element's phase in the scroll view around it.
struct ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let region = context.environment.scrollVisibilityRegion
    let topLeading = self.topLeading
    let bottomTrailing = self.bottomTrailing
    let axis = self.axis
    let transition = self.transition
    return context.build(content, key: .index(0)).map { element in
      VisualEffectElement(child: element) { rect in
        let effect = { ResolvedVisualEffect(transition(EmptyVisualEffect(), $0)) }
        guard let region else { return effect(.identity) }
        return region.transitionEffect(
          of: rect, axis: axis, topLeading: topLeading, bottomTrailing: bottomTrailing,
          transition: effect)
      }
    }
  }
}
