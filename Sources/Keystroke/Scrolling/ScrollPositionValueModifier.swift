extension View {
  /// Binds where a scroll view is: apply it to a `ScrollView` (or a `Form`). Setting the
  /// position (`position.scrollTo(edge: .bottom)`, `scrollTo(id:)`, `scrollTo(y:)`) scrolls
  /// there; a position at an edge stays at it as the content changes. When the user scrolls,
  /// the binding receives a position that ``ScrollPosition/isPositionedByUser``, naming the
  /// view at the `anchor` line (the top when `nil`) as its ``ScrollPosition/viewID`` when
  /// that view's identity has the position's type. An identity no view has is ignored.
  public consuming func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View {
    modifier(
      ScrollPositionValueModifier(
        read: { position.wrappedValue }, write: { position.wrappedValue = $0 }, anchor: anchor))
  }
}

/// Links a scroll view inside to a ``ScrollPosition`` binding (``ScrollPositionValueTracker``).
struct ScrollPositionValueModifier: ViewModifier, PrimitiveModifier {
  let read: @MainActor () -> ScrollPosition
  let write: @MainActor (ScrollPosition) -> Void
  let anchor: UnitPoint?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let tracker = context.node.kept { ScrollPositionValueTracker() }
    tracker.take(read())
    tracker.anchor = anchor
    tracker.write = write
    // The identified views are registered afresh each update.
    context.node.graph.noteUncopyableBuild()
    return context.build(content, key: .index(0)) { environment in
      environment.scrollTargets = tracker.registry
      environment.scrollPosition = tracker
    }
  }
}
