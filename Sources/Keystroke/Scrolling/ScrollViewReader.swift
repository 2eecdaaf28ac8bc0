/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views inside it to a view
/// with a given identity (`.id(_:)`, or the id of a `ForEach` element).
public struct ScrollViewReader<Content: View> {
  /// Builds the content from the proxy.
  public var content: (ScrollViewProxy) -> Content
  @State private var registry = ScrollTargetRegistry()

  /// Creates a reader.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

/// Scrolls the scroll views of a ``ScrollViewReader``'s content.
public struct ScrollViewProxy {
  let registry: ScrollTargetRegistry

  /// Scrolls the innermost scroll view that holds the view identified by `id` so that view is
  /// in sight: with no anchor, by as little as it takes; with one, so that the anchor's point
  /// of the view lies at the same point of the scroll view (`.top`, `.center`, `.bottom`, …).
  /// An id no view has does nothing.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    registry.scroll(to: AnyHashable(id), anchor: anchor)
  }
}

extension ScrollViewReader: View {
  /// The content, with the proxy and the registry its scroll views and identities report to.
  public var body: some View {
    content(ScrollViewProxy(registry: registry))
      .environment(\.scrollTargets, registry)
  }
}
