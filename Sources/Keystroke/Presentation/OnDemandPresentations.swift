/// Content with presentations over it (sheets, alerts) that are built only while one of them
/// could be up, or while the app's commands are listed (their buttons count then).
///
/// A window carries several presentations that are almost never up. Chained as modifiers
/// around the content, each would be a node built on every update; here the content is built
/// on its own, and the presentations, applied to an empty view, only when `isActive` says one
/// may show. Their layers and buttons are then recorded after the content's, as a chain of
/// modifiers records them.
struct OnDemandPresentations<Content: View, Presentations: View>: View {
  let content: Content
  /// Whether any of the presentations may be up.
  let isActive: Bool
  /// Which of them is up, where one can follow another in a single update (a failed open's
  /// alert as the file picker closes): a change opens a layer, as `isActive` turning on does.
  var shown: AnyHashable? = nil
  /// The presentations, applied to an `EmptyView`.
  let presentations: @MainActor () -> Presentations

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension OnDemandPresentations: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let memory = context.node.kept { OnDemandMemory() }
    if isActive, !memory.wasActive || shown != memory.shown {
      // A presentation opens, built after the content that holds the focused view: focus
      // leaves that view before the content is built, so it is drawn without its mark and the
      // opening layer takes focus as it is built, in one pass. One that follows another finds
      // focus given back to the content as the other closed, when the host remembered where
      // it was beneath (with focus nowhere when the first opened, there is nothing beneath).
      context.node.graph.leaveFocus(forLayerOpeningAfter: context.node)
    }
    memory.wasActive = isActive
    memory.shown = shown
    let elements = context.build(content, key: .index(0))
    if isActive || context.environment.buildsEveryTab {
      // Nothing of its own to show: the presented content goes to its layer.
      _ = context.build(presentations(), key: .index(1))
    }
    return elements
  }
}

/// Whether an ``OnDemandPresentations`` had its presentations up (or about to be) last time.
private final class OnDemandMemory {
  var wasActive = false
  /// Which presentation was up (``OnDemandPresentations/shown``).
  var shown: AnyHashable?
}
