extension View {
  /// Binds the identity of the view a scroll view shows first: apply it to a `ScrollView`
  /// whose content identifies its views (`ForEach` elements, `.id(_:)`). Scrolling writes the
  /// identity of the view at the anchor's line (the top when `anchor` is `nil`) to `id`;
  /// setting `id` scrolls that view to the anchor's line. An identity no view has is ignored.
  public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(
      ScrollPositionModifier(
        read: { id.wrappedValue.map { AnyHashable($0) } },
        write: { value in id.wrappedValue = value?.base as? ID }, anchor: anchor))
  }
}

/// Links a scroll view inside to an identity binding (``ScrollPositionTracker``).
struct ScrollPositionModifier: ViewModifier, PrimitiveModifier {
  let read: @MainActor () -> AnyHashable?
  let write: @MainActor (AnyHashable?) -> Void
  let anchor: UnitPoint?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let tracker = context.node.kept { ScrollPositionTracker() }
    let value = read()
    if value != tracker.appValue {
      // The app set another identity: the next layout scrolls to it.
      tracker.appValue = value
      tracker.pendingTarget = value
    }
    tracker.anchor = anchor
    let write = self.write
    tracker.report = { write($0) }
    // The identified views are registered afresh each update.
    context.node.graph.noteUncopyableBuild()
    return context.build(content, key: .index(0)) { environment in
      environment.scrollTargets = tracker.registry
      environment.scrollPosition = tracker
    }
  }
}

private struct ScrollPositionKey: EnvironmentKey {
  static var defaultValue: (any ScrollPositionSettling)? { nil }
}

extension EnvironmentValues {
  /// The `.scrollPosition(id:)` or `.scrollPosition(_:)` the nearest scroll view inside
  /// reports to.
  var scrollPosition: (any ScrollPositionSettling)? {
    get { self[ScrollPositionKey.self] }
    set { self[ScrollPositionKey.self] = newValue }
  }
}
