import Observation

/// Turns a root view into elements, keeping state in nodes across updates and remembering when
/// an update is needed.
///
/// An update re-evaluates bodies from the root. Any change to `@State`, an observed object or an
/// `@Observable` property a body read marks the graph as needing an update; the host checks
/// ``needsUpdate`` before drawing a frame, so nothing is drawn when nothing changed.
///
/// The properties every node's build reads (the generation, the record, the counters) are
/// `@exclusivity(unchecked)`, as are those of the memories nodes keep (`PrimitiveMemory`,
/// `BodyCache`, `SubtreeReuse`): the graph runs on the main actor and no access overlaps
/// another to the same property, so the run-time check only cost time.
@MainActor
public final class ViewGraph {
  /// The number of the current update; nodes remember the last update that reached them.
  @exclusivity(unchecked) private(set) var generation = 0
  /// Raised by any state change; read and lowered by updates.
  nonisolated let invalidation = InvalidationFlag()

  /// Whether some state changed since the last update.
  public var needsUpdate: Bool { invalidation.isRaised }

  private var rootStorage: ViewNode?
  /// The node of the root view.
  var root: ViewNode {
    if let rootStorage { return rootStorage }
    let created = ViewNode(graph: self)
    rootStorage = created
    return created
  }
  private var nextNodeID = 0
  /// The nodes the current update reached, in the order it reached them (see
  /// ``noteReached(_:)``).
  @exclusivity(unchecked) private var reachedNodes: [ViewNode] = []
  /// What the current update recorded about focus, shortcuts and key handlers.
  @exclusivity(unchecked) private(set) var interactions = InteractionRecord()
  /// The record the last update replaced, kept until ``releaseRetired()`` so that freeing it
  /// (its targets, closures and the elements they hold) need not delay the frame.
  @exclusivity(unchecked) private var retiredInteractions: InteractionRecord?
  /// The node that has keyboard focus, as the host last decided.
  var focusedNodeID: Int?
  /// A focus move a key handler asked for (`true` forward, `false` back), which the host makes
  /// once the handler returns, as Tab or Shift+Tab would.
  var requestedFocusMove: Bool?
  /// A control a key handler asked to give focus to (a search field's ↓ into its results),
  /// which the host focuses once the handler returns, before any ``requestedFocusMove``.
  var requestedFocusTarget: Int?
  /// Actions to run after the current update (`.onAppear`, `.task` starts, `.onChange`).
  private var pendingActions: [@MainActor () -> Void] = []

  /// Queues an action to run once the current update is settled.
  func afterUpdate(_ action: @escaping @MainActor () -> Void) { pendingActions.append(action) }

  /// Takes the queued actions.
  func takePendingActions() -> [@MainActor () -> Void] {
    defer { pendingActions = [] }
    return pendingActions
  }

  /// The focused values resolved after the last update, which views read in the next one.
  var focusedValues = FocusedValues()
  /// The values the app gave its focus states since the last update (see
  /// ``FocusRequestLog``).
  let focusRequestLog = FocusRequestLog()

  /// The `ObservableObject`s the last update linked, with their subscriptions.
  private var observedObjects: [ObjectIdentifier: ObservedObjectEntry] = [:]

  /// Creates an empty graph.
  public init() {}

  isolated deinit {
    // Kept subtrees can refer back to their own nodes; dropping them lets the tree go.
    rootStorage?.dropSubtreeCaches()
  }

  /// Whether the current update re-evaluates every body: the first update, and any after a
  /// change that did not name its node (a resize, a new environment, a global invalidation).
  @exclusivity(unchecked) private(set) var rebuildsEverything = true
  /// Whether a model (an `ObservableObject`, an `@Observable` property) changed since the last
  /// update: what reads models without subscribing to them runs again.
  @exclusivity(unchecked) private(set) var modelChanged = true
  /// The last update that re-evaluated every body: output kept from before it is stale.
  @exclusivity(unchecked) private var lastRebuildOfEverything = 0
  /// How many bodies updates evaluated, and how many they reused (for tests and diagnostics).
  @exclusivity(unchecked) private(set) var bodyEvaluations = 0
  @exclusivity(unchecked) private(set) var bodiesReused = 0
  /// How many subtrees updates reused whole, elements and all.
  @exclusivity(unchecked) private(set) var subtreesReused = 0
  /// How many things this graph built that a kept subtree could not copy into the next
  /// update's record: lazy lists and tables (their rows are built during layout, after the
  /// subtree finished) and ScrollViewReader targets (registered afresh each update). A subtree
  /// during whose build the count moved is built again whenever it is reached.
  @exclusivity(unchecked) private(set) var uncopyableBuilds = 0

  /// Records that the view being built contributes something a kept subtree cannot copy.
  func noteUncopyableBuild() { uncopyableBuilds += 1 }
  /// The focused node the last update was built for.
  private var builtFocus: Int?
  /// The focused node as the last update that recorded it found it, so a focus move away from
  /// a view no longer on screen (in a tab just hidden) marks that view, not everything.
  private weak var lastFocusedNode: ViewNode?
  /// The focused view's node, while the one last recorded is the focused one and is still in
  /// the tree.
  private var focusedNode: ViewNode? {
    guard let id = focusedNodeID, let node = lastFocusedNode, node.id == id, !node.isGone
    else { return nil }
    return node
  }
  /// Views that lost focus while their tab was hidden and have not been built since.
  private var hiddenFocusLosses: [ViewNode] = []

  /// The claim armed for the views being built (a tab just switched to, a sheet opening):
  /// focus moves out of its `leaving` into the first enabled control the build reaches. Set
  /// only for that build.
  @exclusivity(unchecked) private var focusClaim: FocusClaim?

  /// Says that the views built next (a tab just switched to) take focus: the first enabled
  /// control among them that asks whether it is focused takes it at once, so it is built
  /// focused in this update instead of in a second pass once the host moves focus there.
  /// `leaving` is the tab just hidden, `owner` the view switching (when it settles its own
  /// focus mark after the build); a claim is made only when focus was inside `leaving`, on
  /// `owner` or nowhere, so no view already built this update keeps a stale mark. The host still
  /// settles focus after the update: a claim it disagrees with costs the second pass it
  /// would have cost anyway.
  ///
  /// A claim `passingOverAvoiders` (a dialog's) is not taken by a control that avoids being
  /// focused first (a destructive button), as the host would not start a dialog on one.
  func armFocusClaim(leaving: ViewNode?, owner: ViewNode?, passingOverAvoiders: Bool = false) {
    focusClaim = FocusClaim(
      leaving: leaving, owner: owner, passesOverAvoiders: passingOverAvoiders)
  }

  /// Lets the dialog's claim armed now be taken by a control that avoids being focused first:
  /// the dialog's buttons are all destructive, and the host would start it on the first.
  func letDialogClaimReachAvoiders() {
    focusClaim?.passesOverAvoiders = false
  }

  /// Arms the claim of a tab view switching tabs (``armFocusClaim(leaving:owner:)``), unless an
  /// action in the same key asked to focus a view the last update did not build
  /// (`selection = .search; focus = .query`): that claim is kept, so the control linked to the
  /// value takes focus in the new tab, and should it not be built, focus goes to the first
  /// control the tab view builds in `scope`, as the switch alone would give it.
  ///
  /// - Returns: Whether the tab view's own claim was armed; it then disarms it after its build.
  func armTabFocusClaim(leaving: ViewNode?, owner: ViewNode?, scope: ViewNode) -> Bool {
    guard focusClaim?.wants != nil else {
      armFocusClaim(leaving: leaving, owner: owner)
      return true
    }
    // Wherever focus was (in the tab being left, on a sidebar, on a control outside), a
    // switch moves it into the new tab, so that is where it goes if the view is not built.
    if focusClaim?.fallbackScope == nil { focusClaim?.fallbackScope = scope }
    if let leaving, let taken = nodeFocusWasTakenFrom, taken.isInside(leaving) {
      // Built again, without its focus mark, when its tab comes back.
      noteFocusLostWhileHidden(taken, hiddenSince: generation)
    }
    return false
  }

  /// Arms the claim of an app's first build, where focus is nowhere: the first enabled control
  /// built takes focus, unless a presentation opening in that build arms its own claim first
  /// (``leaveFocus(forLayerOpenedBy:)``), which replaces this one. A window shown with focus
  /// nowhere starts under the same claim (``WindowFocusMemory``).
  func armStartFocusClaim() {
    focusClaim = FocusClaim(leaving: nil, owner: nil, isTheStarts: true)
  }

  /// The focus state values named by the `.defaultFocus` modifiers around the views being
  /// built while a claim is armed: only a control linked to one of them takes the claim.
  /// A preference withdrawn while its content is built (a search field a tab view inside
  /// places itself) stays in its place as `nil`, so the content's end still removes its own.
  @exclusivity(unchecked) private var claimPreferences: [FocusLink?] = []
  /// The focus state value the innermost `.focused` modifier around the views being built
  /// links them to.
  @exclusivity(unchecked) private var focusLinkBeingBuilt: FocusLink?

  /// Builds the content of a `.defaultFocus` naming `link`: while a claim is armed, the claim
  /// waits for a control linked to that value (``buildLinked(to:_:)``), as the host would
  /// choose it after the build, so a sheet or tab with a default focus is one pass too. When
  /// no such control asks, the claim stays armed for the views after the content.
  func buildPreferringFocus<T>(on link: FocusLink, _ build: () -> T) -> T {
    guard isClaimingFocus else { return build() }
    claimPreferences.append(link)
    defer { claimPreferences.removeLast() }
    return build()
  }

  /// Whether a `.defaultFocus` (or a search field) around the views being built prefers a
  /// focus state value for the claim.
  private var prefersSomeFocus: Bool { claimPreferences.contains { $0 != nil } }

  /// Withdraws the innermost preference for `link` made by ``buildPreferringFocus(on:_:)``
  /// whose content is being built: the views built next take the claim as if it had not been
  /// made.
  func withdrawFocusPreference(for link: FocusLink) {
    guard let index = claimPreferences.lastIndex(of: link) else { return }
    claimPreferences[index] = nil
  }

  /// Builds the content of a `.focused` modifier linking it to `link`.
  func buildLinked<T>(to link: FocusLink, _ build: () -> T) -> T {
    let outer = focusLinkBeingBuilt
    focusLinkBeingBuilt = link
    defer { focusLinkBeingBuilt = outer }
    return build()
  }

  /// Whether the claim armed now would go to the first enabled control linked to `link`
  /// that asks for it, were that control built next: no other value is wanted, and no
  /// `.defaultFocus` around the views being built prefers another.
  func claimWouldReach(_ link: FocusLink) -> Bool {
    guard let claim = focusClaim else { return false }
    if let wanted = claim.wants { return wanted == link }
    return !prefersSomeFocus || claimPreferences.contains(link)
  }

  /// Whether a control took a start claim (the first build's, or a window's shown with focus
  /// nowhere, ``armStartFocusClaim()``) during this update: the host checks that control
  /// against the one it would choose (a `.defaultFocus` outside the views built before it).
  private(set) var startClaimWasTaken = false

  /// Whether the claim armed now only notes the view a layer opening in the first build
  /// covers (``FocusClaim/onlyCovers``): the control taking it does not take focus.
  var claimOnlyCovers: Bool { focusClaim?.onlyCovers == true }

  /// The views built from where focus would settle (see ``FocusDependents``).
  let focusDependents = FocusDependents()

  /// Marks the views built for a focus that did not settle where they predicted, to be
  /// built again in this update.
  ///
  /// - Returns: Whether there were any.
  func rebuildMispredictedFocusDependents() -> Bool {
    let wrong = focusDependents.mispredicted(focusedNodeID: focusedNodeID)
    for node in wrong { rebuildInThisUpdate(node) }
    return !wrong.isEmpty
  }

  /// Ends the build a focus claim was armed for.
  func disarmFocusClaim() {
    focusClaim = nil
  }

  /// Gives focus to `node`, an enabled control asking whether it is focused, if a claim is
  /// armed and focus was in the tab being left (or nowhere). A control that `avoidsInitialFocus`
  /// leaves a dialog's claim to the next one. A claim that `wants` one focus state value is
  /// taken only by the control linked to it; the first other control asking inside its
  /// `fallbackScope` is remembered in case that control is not built.
  func claimFocus(for node: ViewNode, avoidsInitialFocus: Bool = false) {
    guard let claim = focusClaim, !(avoidsInitialFocus && claim.passesOverAvoiders),
      claim.layer.map({ $0 == interactions.currentLayer }) ?? true
    else { return }
    if let wanted = claim.wants {
      guard focusLinkBeingBuilt == wanted else {
        if requestFallback == nil, let scope = claim.fallbackScope, node.isInside(scope) {
          requestFallback = node
        }
        return
      }
    } else if prefersSomeFocus {
      guard let link = focusLinkBeingBuilt, claimPreferences.contains(link) else { return }
    }
    let onlyCovers =
      claim.onlyCovers || (claim.isTheStarts && layerOpensAfterBuild?() == true)
    focusClaim = nil
    if claim.isTheStarts, !onlyCovers { startClaimWasTaken = true }
    if onlyCovers {
      coveredAtStart = node.id
      if focusLeftForOpeningLayer, focusCoveredByOpeningLayer == nil {
        focusCoveredByOpeningLayer = node.id
      }
      return
    }
    if let old = focusedNodeID, old != node.id, old != claim.owner?.id {
      guard let previous = lastFocusedNode, previous.id == old, !previous.isGone,
        let leaving = claim.leaving, previous.isInside(leaving)
      else { return }
      // Built again, without its focus mark, when its tab comes back, unless focus returns.
      noteFocusLostWhileHidden(previous, hiddenSince: generation)
    }
    moveFocusWhileBuilding(to: node)
  }

  /// Moves focus during a build, to views not built yet this update: they are built with the
  /// new focus, so the next update has no move of its own to mark (see ``builtFocus``).
  private func moveFocusWhileBuilding(to id: Int?) {
    focusedNodeID = id
    builtFocus = id
  }

  /// ``moveFocusWhileBuilding(to:)`` for a view known by its node, which is remembered as the
  /// focused one, so a view built later in the update that drops it (an `if`/`else` taking
  /// its other branch) finds focus inside what it drops.
  private func moveFocusWhileBuilding(to node: ViewNode) {
    lastFocusedNode = node
    moveFocusWhileBuilding(to: node.id)
  }

  /// Whether a view in a window has read a focused value (`@FocusedValue`, `@FocusedBinding`)
  /// from the values the host passed in, which are the last update's until focus settles.
  /// Commands read this update's own. Once set, it stays set: a reader kept whole from an
  /// earlier update reads nothing again, yet shows what it read.
  private(set) var windowReadsFocusedValues = false

  /// Notes that a view in a window read a focused value (see ``windowReadsFocusedValues``).
  func noteWindowReadsFocusedValues() { windowReadsFocusedValues = true }

  /// The views whose last build a layout since made wrong: a `GeometryReader` placed in
  /// another space, a `ViewThatFits` whose children have controls choosing another child
  /// (only the shown child's controls may take focus), in the window or in a presented layer.
  /// The host builds again in the same update, and that build builds these views again.
  private var nodesChangedByLayout: [ViewNode] = []

  /// Notes that `node` was built before something it shows was known (what the layout
  /// found, see ``layoutChangedWhatWasBuilt``, or where focus settles), so the host builds it
  /// again in this update, before drawing.
  func rebuildInThisUpdate(_ node: ViewNode) { nodesChangedByLayout.append(node) }

  /// Whether a layout since the last build made a view's build wrong, so the host builds
  /// again before drawing.
  var layoutChangedWhatWasBuilt: Bool { !nodesChangedByLayout.isEmpty }

  /// Whether a focus claim is waiting for the first enabled control.
  var isClaimingFocus: Bool { focusClaim != nil }

  /// Where focus goes back to if the front layer closes during the next build: the layer's
  /// identity and the view that had focus beneath it. Set by the host for one build.
  @exclusivity(unchecked) private var focusReturn: (layer: Int, node: ViewNode)?

  /// Says that if the presentation `layer` closes during the next build, focus goes back to
  /// `node`, the view that had it when the layer opened over it.
  func armFocusReturn(layer: Int, to node: ViewNode) {
    focusReturn = (layer, node)
  }

  /// Called by a presentation whose layer closes, before it builds the content it presents
  /// from: if focus was to go back to a view inside that content, focus moves there now, and
  /// the view is built with its focus mark in this update, not in a second pass once the host
  /// gives focus back. A view outside it may already have been built; the host settles that.
  func returnFocus(closingLayer layer: Int, presenter: ViewNode) {
    guard let (armed, node) = focusReturn, armed == layer else { return }
    focusReturn = nil
    guard !node.isGone, node.isInside(presenter) else { return }
    moveFocusWhileBuilding(to: node)
    node.markDirty(generation: generation)
  }

  /// Called by an `if`/`else` or a `switch` about to build one branch where the last update
  /// built `replaced`, the other one. When focus is inside `replaced`, which this update drops,
  /// a claim is armed (``armFocusClaim(leaving:owner:)``) so the first enabled control of the
  /// branch being built takes focus as it is built: focus stays where the user left it (a
  /// Start button replaced by Stop), in one pass, instead of falling to the first control of
  /// the window once the host finds its view gone.
  ///
  /// A `ForEach` dropping the item that holds focus arms it `reachingKeptControls`: the items
  /// left were mostly kept from the last update, and a kept subtree holding a control is then
  /// built again (``reuseSubtree(of:environment:)``), so its first control can take the claim
  /// and be drawn focused. An `if` without `else` dropping the focused view arms it
  /// `stayingInLayer` and leaves it armed for the views after it: only a control of the layer
  /// being built takes it, not one beneath a sheet that the views after it close.
  ///
  /// - Returns: Whether a claim was armed; the caller disarms it once the branch is built.
  func followFocus(
    intoReplacementOf replaced: ViewNode?, reachingKeptControls: Bool = false,
    stayingInLayer: Bool = false
  ) -> Bool {
    if focusClaim?.wants != nil, focusClaim?.fallbackScope == nil, let replaced,
      let taken = nodeFocusWasTakenFrom, taken.isInside(replaced)
    {
      // An action asked for another view: it keeps the claim, and should it not be built,
      // focus goes to the first control of the replacement, as it would have without it.
      focusClaim?.fallbackScope = replaced.parent
      return false
    }
    guard !isClaimingFocus, let replaced, let node = focusedNode, node.isInside(replaced) else {
      return false
    }
    focusClaim = FocusClaim(
      leaving: replaced, owner: nil, reachesKeptControls: reachingKeptControls)
    if stayingInLayer { focusClaim?.layer = interactions.currentLayer }
    return true
  }

  /// Called once the content a claim from
  /// ``followFocus(intoReplacementOf:reachingKeptControls:stayingInLayer:)`` was armed for is
  /// built, before the claim is disarmed: when no control took it (a screen
  /// of text pushed over a list of links), focus leaves the view in the replaced content,
  /// which is not drawn. With nothing else in the front layer to focus, the host then finds
  /// focus nowhere instead of on a view it must move focus from in a second pass (with other
  /// controls it still moves focus to one after the build). As for a view that loses focus to
  /// a claim, that view is built again without its mark should its content come back, unless
  /// focus returns to it.
  func leaveFocusIfUnclaimed() {
    guard let leaving = focusClaim?.leaving, let node = focusedNode, node.isInside(leaving)
    else { return }
    noteFocusLostWhileHidden(node, hiddenSince: generation)
    moveFocusWhileBuilding(to: nil)
  }

  /// The focused view, when it is `node` or inside it (focus taken off a view for a view an
  /// action asked for counts as still on it).
  func focusedView(inside node: ViewNode) -> ViewNode? {
    guard let current = focusedOrTakenNode, current === node || current.isInside(node)
    else { return nil }
    return current
  }

  /// The focused view, or the one the host took focus from for a view an action asked for.
  private var focusedOrTakenNode: ViewNode? {
    guard let id = focusedNodeID ?? (focusTakenForRequest ? focusTakenBeforeBuild : nil),
      let node = lastFocusedNode, node.id == id, !node.isGone
    else { return nil }
    return node
  }

  /// The view the host took focus from before this build for a view an action asked for.
  private var nodeFocusWasTakenFrom: ViewNode? {
    guard focusTakenForRequest, let node = lastFocusedNode, node.id == focusTakenBeforeBuild
    else { return nil }
    return node
  }

  /// Gives focus, during a build, to the `remembered` view, one not built yet this update that
  /// had focus before (the control on a navigation stack's root when a screen was pushed over
  /// it, a window's or a split view column's focused view), when it is still in the tree
  /// inside `container`: it is built with its focus mark in this update, not in a second pass.
  ///
  /// - Returns: Whether focus went back.
  func giveFocusBack(to remembered: WeakViewNode?, inside container: ViewNode) -> Bool {
    guard let node = remembered?.node, !node.isGone, node.isInside(container) else {
      return false
    }
    moveFocusWhileBuilding(to: node)
    node.markDirty(generation: generation)
    return true
  }

  /// The child of `node` that holds focus: the focused view itself or the child of `node`
  /// it is inside. `nil` when focus is not inside `node` (or the focused view is gone). Focus
  /// the host took off a view for a view an action asked for counts as still on it.
  func focusedChild(of node: ViewNode) -> ViewNode? {
    guard var current = focusedOrTakenNode else { return nil }
    while let parent = current.parent {
      if parent === node { return current }
      current = parent
    }
    return nil
  }

  /// Whether a layer opening during this build took focus from the views beneath (see
  /// ``leaveFocus(forLayerOpenedBy:)``).
  private(set) var focusLeftForOpeningLayer = false
  /// The view that had focus then (`nil` when none had), for the host to give focus back to
  /// when the layer closes.
  private(set) var focusCoveredByOpeningLayer: Int?

  /// Called by a presentation whose layer opens, before it builds the content it presents
  /// from. A new layer takes focus from everything beneath it, so the view that has focus
  /// loses it now and is built without its focus mark in this update, not in a second pass;
  /// the presented content is then built with a claim armed (``armFocusClaim(leaving:owner:)``),
  /// so its first enabled control is built focused, as the host would focus it.
  ///
  /// - Returns: Whether focus left (or was nowhere) and the claim is to be armed: not when
  ///   another claim is under way (the first build's gives way), and not when the focused
  ///   view is outside `presenter`, where it may already have been built this update.
  func leaveFocus(forLayerOpenedBy presenter: ViewNode) -> Bool {
    guard focusClaim?.isTheStarts ?? true else { return false }
    if focusedNodeID != nil {
      guard let node = focusedNode, node.isInside(presenter) else { return false }
      node.markDirty(generation: generation)
    }
    noteFocusLeftForOpeningLayer(covered: focusedNodeID ?? focusTakenBeforeBuild ?? coveredAtStart)
    moveFocusWhileBuilding(to: nil)
    leaveStartClaimToOpeningLayer()
    return true
  }

  /// The first build's claim, while a layer opening in that build is to take focus: the
  /// content beneath, built before the layer, does not take it, and its first enabled control
  /// is remembered as the view the layer covers (``FocusClaim/onlyCovers``).
  private func leaveStartClaimToOpeningLayer() {
    if focusClaim?.isTheStarts == true { focusClaim?.onlyCovers = true }
  }

  /// Asked when a control is about to take a start claim: whether a layer that opens after
  /// the views being built, in this update, is to take focus instead (the app root's alert
  /// for a settings problem that reading a setting reported during the build). When it says
  /// so, the claim only notes that control as the one the layer covers, as for a layer known
  /// before the build (``leaveStartClaimToOpeningLayer()``). Set by the view building those
  /// views, for their build only.
  var layerOpensAfterBuild: (@MainActor () -> Bool)?

  /// The control the first build's claim reached once a layer up from the start took focus
  /// (``leaveStartClaimToOpeningLayer()``), for a layer that opens after the content.
  private var coveredAtStart: Int?

  /// Called by a view that builds presentations after its content (a document window's
  /// panels and alerts), as one opens and before the content is built: focus leaves the
  /// focused view inside `container` now, so the content draws it without its mark, and the
  /// presentation, finding focus taken before its build (``focusTakenBeforeBuild``), claims
  /// focus for its layer and remembers that view for when it closes. Should nothing open after
  /// all, focus goes back after the build, as for ``takeFocusBeforeOpeningLayer()``.
  func leaveFocus(forLayerOpeningAfter container: ViewNode) {
    leaveStartClaimToOpeningLayer()
    guard isBuilding, focusClaim?.isTheStarts ?? true, let node = focusedNode,
      node.isInside(container)
    else { return }
    node.markDirty(generation: generation)
    focusTakenBeforeBuild = node.id
    moveFocusWhileBuilding(to: nil)
  }

  /// The view the host took focus from before this build because a presentation is opening
  /// (see ``takeFocusBeforeOpeningLayer()``) or an action asked to focus a view not built yet
  /// (see ``takeFocusForRequestedView(_:)``), until the update ends.
  private(set) var focusTakenBeforeBuild: Int?

  /// Called by the host before a build, when a presentation the last update built closed now
  /// says it is open in the focused view's layer: focus leaves that view now, before the build
  /// reaches it or anything that reads its focus state, so it is drawn without its mark, and
  /// the presentation takes focus as it opens (``leaveFocus(forLayerOpenedBy:)``),
  /// remembering the view for when it closes.
  func takeFocusBeforeOpeningLayer() {
    focusTakenBeforeBuild = focusedNodeID
    focusedNodeID = nil
  }

  /// Whether the tree is being built (not laid out) now.
  private var isBuilding = false
  /// Whether focus was taken before this build for a view an action asked to focus
  /// (``takeFocusForRequestedView(_:)``), not for a presentation.
  private var focusTakenForRequest = false
  /// The first control of the replacement for the view focus was taken from, when that view
  /// was dropped and the view asked for was not built yet (see ``FocusClaim/fallbackScope``).
  private var requestFallback: ViewNode?

  /// Called by the host before a build, when an action set a focus state to a value whose
  /// view the last update did not build (the action also brings it in: `showsDetails = true;
  /// focus = .details`). Focus leaves the focused view now, so it is built without its mark,
  /// and a claim waits for the control `.focused` links to that value: built focused, in one
  /// pass. When no such control is built, the host gives focus back.
  func takeFocusForRequestedView(_ link: FocusLink) {
    focusTakenBeforeBuild = focusedNodeID
    focusTakenForRequest = true
    focusedNodeID = nil
    focusClaim = FocusClaim(leaving: nil, owner: nil, wants: link)
  }

  /// Ends what ``takeFocusBeforeOpeningLayer()`` or ``takeFocusForRequestedView(_:)``
  /// started; returns the view focus was taken from when nothing took focus after all (the
  /// presenting view went away, the requested view was not built), so the host can give focus
  /// back to it.
  func endFocusTakenBeforeBuild() -> Int? {
    defer {
      focusTakenBeforeBuild = nil
      focusTakenForRequest = false
      requestFallback = nil
    }
    if focusTakenForRequest {
      guard focusedNodeID == nil else { return nil }
      return requestFallback.map(\.id) ?? focusTakenBeforeBuild
    }
    return focusLeftForOpeningLayer ? nil : focusTakenBeforeBuild
  }

  /// Called by a control built disabled while it holds focus (its own action disabled it, or
  /// a view around it did): focus leaves it as it is built, so it is drawn without its mark,
  /// and the next enabled control the build reaches takes focus (a claim, unless one is armed
  /// already). With none after it, the host moves focus after the build, as before.
  func leaveFocus(ofDisabled node: ViewNode) {
    // A row a list builds while it lays out comes after focus settled: the host handles it.
    guard isBuilding, focusedNodeID == node.id else { return }
    moveFocusWhileBuilding(to: nil)
    if focusClaim == nil {
      // A control after it kept whole from the last update is built again to take the claim.
      focusClaim = FocusClaim(leaving: nil, owner: nil, reachesKeptControls: true)
    }
  }

  /// Moves focus between updates, from code that runs before the next build (a key handler):
  /// the build marks the view that loses focus and the one that gains it. A view the last
  /// update recorded is also remembered as the focused node, so a layer that opens in the same
  /// update finds it (``leaveFocus(forLayerOpenedBy:)``).
  func moveFocusBeforeBuild(to id: Int?) {
    focusedNodeID = id
    if let target = interactions.focusTarget(id: id) { lastFocusedNode = target.node }
  }

  /// Records that a layer opening in this update took focus from `covered`, during the build
  /// (``leaveFocus(forLayerOpenedBy:)``) or before it (a context menu's Shift+F10 moves focus
  /// off the control as it opens the box), so the host remembers `covered` for when the layer
  /// closes.
  func noteFocusLeftForOpeningLayer(covered: Int?) {
    focusLeftForOpeningLayer = true
    focusCoveredByOpeningLayer = covered
  }

  /// Builds the elements for `view`, reusing the state kept from earlier updates.
  func update<V: View>(_ view: V, environment: EnvironmentValues) -> [Element] {
    generation += 1
    focusLeftForOpeningLayer = false
    focusCoveredByOpeningLayer = nil
    coveredAtStart = nil
    startClaimWasTaken = false
    let changes = invalidation.lower()
    rebuildsEverything = changes.everything
    modelChanged = changes.fromModel
    if builtFocus != focusedNodeID {
      markFocusChange(from: builtFocus, to: focusedNodeID)
      builtFocus = focusedNodeID
    }
    if rebuildsEverything { lastRebuildOfEverything = generation }
    for change in changes.nodes {
      // A node pruned earlier in this update (its sheet closed) may still be alive, held by
      // the record the update replaced until the frame is out; its parent may not be, and it
      // has nothing left to build.
      if let node = change.liveNode, !node.isGone { node.markDirty(generation: generation) }
    }
    for node in nodesChangedByLayout where !node.isGone { node.markDirty(generation: generation) }
    nodesChangedByLayout.removeAll()
    let replaced = interactions
    interactions = InteractionRecord(sizedLike: replaced)
    if retiredInteractions == nil { retiredInteractions = replaced }
    reachedNodes.removeAll(keepingCapacity: true)
    focusDependents.reset()
    isBuilding = true
    let elements = build(view, node: root, environment: environment)
    isBuilding = false
    // A claim lasts one build: one nothing took (no control came after a disabled focused
    // one, the requested view was not built) is not left for the next.
    focusClaim = nil
    focusReturn = nil
    let focused = interactions.focusTarget(id: focusedNodeID)
    if let focused { lastFocusedNode = focused.node }
    prune()
    if focused == nil { forgetBuiltFocusOfGoneView() }
    // Objects no live view links any more are no longer watched (their subscriptions would
    // otherwise pile up for every object ever shown). A view that was reused this update still
    // watches what it linked when its body last ran.
    if !observedObjects.isEmpty {
      observedObjects = observedObjects.filter { $0.value.subscribers.prune(after: generation) }
    }
    return elements
  }

  /// After a build that left the focused view out because it went away with what held it (a
  /// sheet closing, the branch around it taken away): no view of this update was built with
  /// its focus, so the update counts as built with focus nowhere. Moving focus on from it then
  /// marks only the view focus moves to, and moving it nowhere changes nothing built (see
  /// ``isBuiltWithoutFocus``), where a view it cannot find would have everything built again.
  /// A focused view in a hidden tab is not gone: it is still built again without its mark.
  /// Called only when this update's record has no target for the focused view.
  private func forgetBuiltFocusOfGoneView() {
    guard let id = builtFocus, id == focusedNodeID else { return }
    if let node = lastFocusedNode, node.id != id || !node.isGone { return }
    builtFocus = nil
  }

  /// Whether the last build drew no view with focus: focus was nowhere, or on a view that went
  /// away (see ``forgetBuiltFocusOfGoneView()``).
  var isBuiltWithoutFocus: Bool { builtFocus == nil }

  /// Marks the views a focus move changes: the one that lost focus and the one that gained it
  /// (each draws its focus mark), and with them every view above them, where scroll views
  /// follow the focused view. The view that lost focus may not have been drawn last update
  /// (its tab was switched away); it is still marked, so it comes back without its mark. A
  /// node not known at all makes everything build again.
  private func markFocusChange(from old: Int?, to new: Int?) {
    for id in [old, new] {
      guard let id else { continue }
      if let target = interactions.focusTarget(id: id) {
        target.node.markDirty(generation: generation)
      } else if let node = lastFocusedNode, node.id == id, !node.isGone {
        // Not drawn last update (its tab was switched away): built again, with its new focus
        // mark, when it comes back; one that lost focus only if focus does not come back.
        if id == old {
          noteFocusLostWhileHidden(node, hiddenSince: generation - 1)
        } else {
          node.markDirty(generation: generation)
        }
      } else {
        rebuildsEverything = true
        return
      }
    }
  }

  /// Notes that `node`, in a tab not drawn since the update `hiddenSince`, lost focus in this
  /// update.
  private func noteFocusLostWhileHidden(_ node: ViewNode, hiddenSince: Int) {
    if !hiddenFocusLosses.contains(where: { $0 === node }) { hiddenFocusLosses.append(node) }
    node.markFocusLostWhileHidden(generation: generation, hiddenSince: hiddenSince)
  }

  /// Whether a kept subtree in which a view lost focus while hidden (see
  /// ``noteFocusLostWhileHidden(_:hiddenSince:)``) still stands. Kept from an update that no
  /// longer drew the view, it does. Kept from one that drew it (its tab comes back), it stands
  /// when the focus claim would go to that very view, as building the subtree again would
  /// give it: the claim is made here, and the view's kept output, drawn focused, is right.
  /// Otherwise the view is marked to be built again, and the subtree does not stand.
  private func focusReturns(into node: ViewNode, reuse: SubtreeReuse) -> Bool {
    hiddenFocusLosses.removeAll { $0.isGone || $0.focusLostHiddenSince == nil }
    let losses = hiddenFocusLosses.filter {
      reuse.generation < $0.focusLostHiddenSince ?? 0 && $0.isInside(node)
    }
    guard !losses.isEmpty else { return true }
    if losses.count == 1, isClaimingFocus, let lost = reuse.firstFocusAsker, lost === losses[0] {
      claimFocus(for: lost)
      if focusedNodeID == lost.id {
        lost.focusLostHiddenSince = nil
        return true
      }
    }
    for lost in losses {
      lost.focusLostHiddenSince = nil
      lost.markDirty(generation: generation)
    }
    return false
  }

  /// Frees the record the last update replaced.
  func releaseRetired() { retiredInteractions = nil }

  /// Notes that this update reached `node` (its parent looked it up), so pruning looks at its
  /// children.
  func noteReached(_ node: ViewNode) { reachedNodes.append(node) }

  /// Drops every child the update did not reach under a node it reached and did not keep
  /// whole, with its subtree. The nodes are taken in the reverse of the order they were
  /// reached, so a node's children go before those of any node above it; a node whose
  /// children were all reached is passed over without looking at them.
  private func prune() {
    for node in reachedNodes.reversed() { node.dropUnreachedChildren(generation: generation) }
    root.dropUnreachedChildren(generation: generation)
    reachedNodes.removeAll(keepingCapacity: true)
  }

  /// A new node number.
  func makeNodeID() -> Int {
    nextNodeID += 1
    return nextNodeID
  }

  /// Marks the graph as needing an update; safe from any thread.
  public nonisolated func invalidate() { invalidation.raise() }

  /// Sets what runs when the graph first needs an update after being up to date, so a host
  /// can wake its loop. It may run on any thread.
  public func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
    invalidation.setWakeHandler(handler)
  }

  /// Builds one view at one node: links its dynamic properties, then builds its primitive
  /// elements or its body, tracking what `@Observable` state the body reads.
  func build<V: View>(_ view: V, node: ViewNode, environment: EnvironmentValues) -> [Element] {
    node.prepare(for: V.self)
    if let primitive = node.primitiveConformance(of: V.self) {
      return buildPrimitive(primitive, view, node: node, environment: environment)
    }
    // Not `Optional.map`: a generic call needs the cache type's metadata, looked up each time.
    let cache: BodyCache<V>?
    if let kept = node.bodyCache {
      cache = unsafeDowncast(kept, to: BodyCache<V>.self)
    } else {
      cache = nil
    }
    let body: V.Body
    if !rebuildsEverything, !node.isDirty, let cache, cache.matches(view, environment: environment)
    {
      // Nothing this body read changed: its last result stands, and if nothing below changed
      // either, so do its elements.
      if let elements = reuseSubtree(of: node, environment: environment) {
        subtreesReused += 1
        return elements
      }
      bodiesReused += 1
      body = cache.body
    } else {
      body = evaluate(view, node: node, environment: environment, cache: cache)
    }
    let mark = RecordMark(interactions, uncopyableBuilds: uncopyableBuilds)
    let elements = build(body, node: node.child(.body), environment: environment)
    node.subtreeReuse =
      mark.onlyReplayableChanges(in: interactions, uncopyableBuilds: uncopyableBuilds)
      ? SubtreeReuse(
        elements: elements, environment: environment, mark: mark, record: interactions,
        generation: generation)
      : nil
    return elements
  }

  /// Builds a primitive view's elements, or keeps the ones it built last time when the same
  /// value in an equivalent environment has nothing changed below it: a stack or a `ForEach`
  /// whose children all stand keeps its elements and its layout without visiting them.
  private func buildPrimitive<V: View>(
    _ primitive: any PrimitiveView.Type, _ view: V, node: ViewNode,
    environment: EnvironmentValues
  ) -> [Element] {
    if node.isDirty { node.inputsChangedGeneration = generation }
    node.isDirty = false
    let memory: PrimitiveMemory<V>?
    if let kept = node.bodyCache {
      memory = unsafeDowncast(kept, to: PrimitiveMemory<V>.self)
    } else {
      memory = nil
    }
    if !rebuildsEverything, let memory, ViewComparison.sameInputs(memory.view, view),
      let elements = reuseSubtree(of: node, environment: environment)
    {
      subtreesReused += 1
      return elements
    }
    let mark = RecordMark(interactions, uncopyableBuilds: uncopyableBuilds)
    // Built again: it draws whatever focus it has now.
    node.focusLostHiddenSince = nil
    let elements = primitive.makeElements(
      of: view, in: BuildContext(node: node, environment: environment))
    guard mark.onlyReplayableChanges(in: interactions, uncopyableBuilds: uncopyableBuilds) else {
      node.subtreeReuse = nil
      node.bodyCache = nil
      return elements
    }
    node.subtreeReuse = SubtreeReuse(
      elements: elements, environment: environment, mark: mark, record: interactions,
      generation: generation)
    if let memory {
      memory.view = view
    } else {
      node.bodyCache = PrimitiveMemory(view)
    }
    return elements
  }

  /// Evaluates a view's body, linking its dynamic properties and tracking the `@Observable`
  /// properties it reads, and keeps the result.
  private func evaluate<V: View>(
    _ view: V, node: ViewNode, environment: EnvironmentValues, cache: BodyCache<V>?
  ) -> V.Body {
    node.isDirty = false
    node.evaluatedGeneration = generation
    bodyEvaluations += 1
    let properties = DynamicPropertyLinker.link(view, to: node, environment: environment)
    let body = withObservationTracking {
      view.body
    } onChange: { [changed = node.invalidation] in
      changed.raiseForModel()
    }
    if let cache {
      cache.store(view: view, environment: environment, properties: properties, body: body)
    } else {
      node.bodyCache = BodyCache(
        view: view, environment: environment, properties: properties, body: body)
    }
    return body
  }

  /// The elements `node`'s subtree built last time, with its contributions added to this
  /// update's record, when nothing below it changed since it was built or last kept (updates
  /// that kept a subtree around it whole count as keeping it too), no update since rebuilt
  /// everything, and its primitives would see the same environment.
  private func reuseSubtree(of node: ViewNode, environment: EnvironmentValues) -> [Element]? {
    if focusClaim?.reachesKeptControls == true, let reuse = node.subtreeReuse,
      let asker = reuse.firstFocusAsker, !asker.isGone
    {
      // Its first control takes the claim, so it is built again with its focus mark.
      asker.markDirty(generation: generation)
      return nil
    }
    guard let reuse = node.subtreeReuse, reuse.generation >= lastRebuildOfEverything,
      node.dirtyBelowGeneration <= reuse.generation, reuse.mark.fits(interactions),
      reuse.environment.isEquivalent(to: environment),
      node.focusLossBelowGeneration <= reuse.generation || focusReturns(into: node, reuse: reuse)
    else { return nil }
    reuse.replay(into: interactions)
    reuse.generation = generation
    node.keepSubtree()
    return reuse.elements
  }

  /// The number of `ObservableObject`s watched (for tests and diagnostics).
  var observedObjectCount: Int { observedObjects.count }

  /// Subscribes `node` to an `ObservableObject` it links, so the object's changes update the
  /// node.
  func observe(_ object: some ObservableObject, from node: ViewNode) {
    let key = ObjectIdentifier(object)
    // The identity check matters: a freed object's identifier can be reused by a new one.
    if let entry = observedObjects[key], entry.object === object {
      entry.subscribers.add(node.invalidation, generation: generation)
      return
    }
    let subscribers = ObjectSubscribers()
    subscribers.add(node.invalidation, generation: generation)
    let token = object.objectWillChange.subscribe { subscribers.raise() }
    observedObjects[key] = ObservedObjectEntry(
      object: object, token: token, subscribers: subscribers)
  }
}
