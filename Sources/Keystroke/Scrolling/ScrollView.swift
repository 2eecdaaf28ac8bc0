/// A window onto content longer (or wider) than the space it is given.
///
/// The content is laid out at its ideal length along the scroll axis and a window of it is
/// shown, with a one-column (or one-row) indicator when it overflows. When focus moves to a
/// control inside, the view scrolls so the control is visible. PageUp, PageDown, Home and End
/// scroll when the focused control does not use them; content with no focusable control makes
/// the scroll view itself focusable, and then the arrow keys scroll by one line too.
public struct ScrollView<Content: View> {
  /// The content.
  public var content: Content
  /// The scrollable axes; Keystroke scrolls along one, vertical unless only horizontal is given.
  public var axes: Axis.Set
  /// Whether the indicator is shown when the content overflows.
  public var showsIndicators: Bool

  /// Creates a scroll view.
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let axis: Axis = axes == .horizontal ? .horizontal : .vertical
    let stack =
      axis == .vertical
      ? VStack(alignment: .leading, spacing: 0) { content } as any View
      : HStack(alignment: .top, spacing: 0) { content } as any View
    return ScrollSupport.makeElements(
      stack, axis: axis, showsIndicators: showsIndicators, in: context)
  }
}

extension ScrollView: View {}

/// Builds a scrolling window around content, shared by ``ScrollView`` and ``Form``.
@MainActor
enum ScrollSupport {
  static func makeElements(
    _ content: any View, axis: Axis, showsIndicators: Bool, in context: BuildContext
  ) -> [Element] {
    let state: ScrollState
    if let stored = context.node.memory(ScrollState.self) {
      state = stored
    } else {
      state = ScrollState()
      context.node.keep(state)
    }
    let interactions = context.interactions
    let before = interactions.focusTargets.count
    // The first scroll view built under a `.scrollPosition(id:)` is the one it describes:
    // nested ones do not see it, and a later sibling finds it claimed in this update.
    let generation = context.node.graph.generation
    let position = context.environment.scrollPosition.flatMap { tracker in
      tracker.claimedIn == generation ? nil : tracker
    }
    position?.claimedIn = generation
    // So are the `.onScrollGeometryChange` watches around it.
    let watch = context.environment.scrollGeometryWatch.flatMap { watch in
      watch.claimedIn == generation ? nil : watch
    }
    watch?.claimedIn = generation
    // And the `.onScrollPhaseChange` watches.
    let phaseWatch = context.environment.scrollPhaseWatch.flatMap { watch in
      watch.claimedIn == generation ? nil : watch
    }
    phaseWatch?.claimedIn = generation
    // The views inside measure what of them is shown against this scroll view's window.
    let region = context.node.kept { ScrollVisibilityRegion() }
    let outerRegion = context.environment.scrollVisibilityRegion
    region.outer = outerRegion === region ? nil : outerRegion
    let built = context.buildExistential(content, key: .index(0)) {
      $0.containerSize = state.container
      $0.scrollPosition = nil
      $0.scrollGeometryWatch = nil
      $0.scrollPhaseWatch = nil
      $0.scrollVisibilityRegion = region
    }
    let stacked =
      built.count == 1 ? built[0] : StackElement(axis: axis, spacing: 0, items: built)
    // `.contentMargins` pads the content inside the scrolled area.
    let margins = context.environment.scrollContentMargins
    let inner =
      margins.isZero
      ? stacked
      : PaddingElement(
        child: stacked, top: margins.top, leading: margins.leading, bottom: margins.bottom,
        trailing: margins.trailing)
    let focusedInside = interactions.focusTargets[before...].first {
      $0.id == context.node.graph.focusedNodeID
    }
    let hasTargets = interactions.focusTargets.count > before
    state.defaultAnchor = context.environment.defaultScrollAnchor
    let element = ScrollElement(
      content: inner, axis: axis,
      showsIndicator: showsIndicators && !context.environment.hidesScrollBar(along: axis),
      state: state,
      focused: focusedInside.map { ($0.id, $0.element) })
    element.position = position
    element.geometryWatch = watch
    element.visibilityRegion = region
    let invalidation = context.node.invalidation
    if let phaseWatch {
      element.phaseWatch = phaseWatch
      element.invalidate = { invalidation.raise() }
    }
    if let registry = context.environment.scrollTargets {
      registry.record(
        ScrollTargetRegistry.ScrollView(element: element, invalidate: { invalidation.raise() }),
        update: context.node.graph.generation)
      // The registry is rebuilt each update, so the subtree is not kept whole.
      context.node.graph.noteUncopyableBuild()
    }
    interactions.wheelTargets.append(
      WheelTarget(element: element, layer: interactions.currentLayer) { rows in
        guard state.scroll(by: rows) else { return false }
        invalidation.raise()
        return true
      })
    if hasTargets {
      interactions.keyHandlers.append(
        KeyHandler(
          node: context.node, keys: [.pageUp, .pageDown, .home, .end], phases: [.down, .repeat],
          action: { key in
            guard state.scroll(for: key, linesToo: false) else { return .ignored }
            invalidation.raise()
            return .handled
          }))
    } else {
      // Asked as a control asks: an armed claim (the window's start, a tab switched to) makes
      // a scroll view with nothing to focus inside the focused view as it is built, where the
      // host would put focus after the build, so that costs no second pass.
      _ = context.isFocused
      interactions.focusTargets.append(
        FocusTarget(
          node: context.node, isEnabled: context.environment.isEnabled, isTextInput: false,
          element: element,
          handleKey: { key in
            guard state.scroll(for: key, linesToo: true) else { return .ignored }
            invalidation.raise()
            return .handled
          }))
    }
    return [element]
  }
}
