import Observation

/// What a primitive view gets while it builds its elements: its node and its environment.
@MainActor
struct BuildContext {
  /// The node of the view being built.
  let node: ViewNode
  /// The environment the view sees.
  var environment: EnvironmentValues

  /// Where this update records focus targets, shortcuts and key handlers.
  var interactions: InteractionRecord { node.graph.interactions }

  /// Whether this view's node holds keyboard focus.
  var isFocused: Bool { isFocused(avoidingInitialFocus: false) }

  /// Whether this view's node holds keyboard focus, asked by a control that, when
  /// `avoidingInitialFocus` (a destructive button), is not where a dialog starts. An enabled
  /// control asking may take an armed focus claim; a disabled one that holds focus gives it
  /// up (``ViewGraph/leaveFocus(ofDisabled:)``).
  func isFocused(avoidingInitialFocus: Bool) -> Bool {
    let graph = node.graph
    if environment.isEnabled {
      graph.interactions.focusAskers.append(node)
      if graph.isClaimingFocus {
        graph.claimFocus(for: node, avoidsInitialFocus: avoidingInitialFocus)
      }
    } else {
      graph.leaveFocus(ofDisabled: node)
    }
    return graph.focusedNodeID == node.id
  }

  /// What an element calls when its layout finds that this view's build is out of date (a
  /// `GeometryReader` placed in another space): the host builds the view again before it
  /// draws (``ViewGraph/rebuildInThisUpdate(_:)``). Holds the node weakly.
  var reportLayoutChange: @MainActor () -> Void {
    { [weak node] in node.map { $0.graph.rebuildInThisUpdate($0) } }
  }

  /// Runs `work`, which calls closures the app wrote outside any body (a list's row
  /// builder), tracking the `@Observable` properties it reads: a change to one updates this
  /// view, as a change to a property a body read updates that body's view.
  func trackingModels<T>(_ work: () -> T) -> T {
    withObservationTracking(work) { [changed = node.invalidation] in changed.raiseForModel() }
  }

  /// Builds a child view under `key`, with this context's environment.
  func build<V: View>(_ view: V, key: ChildKey) -> [Element] {
    node.graph.build(view, node: node.child(key), environment: environment)
  }

  /// Builds a child view of a type known only at run time.
  func buildExistential(_ view: any View, key: ChildKey) -> [Element] {
    buildOpened(view, key: key)
  }

  /// Builds a child view of a type known only at run time, with a changed environment.
  func buildExistential(
    _ view: any View, key: ChildKey, transform: (inout EnvironmentValues) -> Void
  ) -> [Element] {
    build(view, key: key, transform: transform)
  }

  private func buildOpened<V: View>(_ view: V, key: ChildKey) -> [Element] {
    node.graph.build(view, node: node.child(key), environment: environment)
  }

  /// Builds a child view with a changed environment.
  func build<V: View>(
    _ view: V, key: ChildKey, transform: (inout EnvironmentValues) -> Void
  ) -> [Element] {
    var environment = self.environment
    transform(&environment)
    let child = node.child(key)
    return node.graph.build(view, node: child, environment: child.stableEnvironment(environment))
  }
}
