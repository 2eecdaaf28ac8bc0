import KeystrokeTerminal

/// Runs a view tree on a screen of a given size: updates it when its state changes, lays it out
/// and draws it into a ``ScreenBuffer``.
///
/// The host does no I/O. A terminal runner hands its screen to the renderer; the testing host
/// reads it as text. As in SwiftUI, the root view is offered the whole screen and centred in it.
@MainActor
public final class ViewHost {
  private let graph = ViewGraph()
  let dispatcher = Dispatcher()
  var chord = ChordState.idle
  /// How the user's terminal delivers shortcuts; ⌘ keys arrive as their fallbacks elsewhere.
  public var terminalProfile = TerminalKeyProfile.kitty {
    didSet {
      graph.invalidate()
    }
  }
  private var focusedValueWinners: [ObjectIdentifier: FocusNodeID] = [:]
  /// The focus each presentation layer had when another covered it, by layer identity.
  private var focusMemory: [Int: FocusPlace] = [:]
  private var lastFrontIdentity = 0
  /// Set when the first update's build gave focus to the first control it reached, until the
  /// host checks that choice (see ``reconcileFocus()``).
  private var focusClaimedAtStart = false
  /// The last dispatch's explanation.
  public internal(set) var lastTrace: DispatchTrace?
  /// The dispatch index compiled for the last update's record, if one was asked for.
  var preparedDispatch: PreparedDispatch?
  /// How many dispatch indexes this host has compiled, for tests.
  var dispatchCompilations = 0
  private let buildRoot: @MainActor (ViewGraph, EnvironmentValues) -> [Element]
  private(set) var rootElement: Element?
  /// The root element the last update replaced, kept until ``releaseRetired()``.
  private var retiredRoot: Element?

  /// The screen's size, for `.containerRelativeFrame` outside any window or scroll view.
  private let screenContainer = ContainerSize()
  /// The screen as last drawn.
  public private(set) var screen: ScreenBuffer
  /// The screen drawn before that, cleared and drawn into again by the next update: by then
  /// whoever rendered it has moved on to the newer one, so reusing it allocates nothing.
  private var spareScreen: ScreenBuffer?
  /// Whether ``spareScreen`` was cleared, with the current screen's styles, since the screen
  /// last changed (``clearSpareScreen()``), so the next update draws into it as it is.
  private var spareScreenIsClear = false
  /// How many times an update cleared the spare screen itself, for tests.
  private(set) var spareScreenClearsInUpdates = 0
  /// The environment the root view sees.
  public var environment = EnvironmentValues() {
    didSet { graph.invalidate() }
  }

  /// The environment with the host's own values applied: the terminal's key profile, and for a
  /// headless host with no locale set, a fixed one (``EnvironmentValues/headlessLocale``).
  private var rootEnvironment: EnvironmentValues {
    var environment = self.environment
    environment.keyProfile = terminalProfile
    environment.focusedValues = graph.focusedValues
    if environment.undoManager == nil { environment.undoManager = undoManager }
    if environment.pasteboard == nil { environment.pasteboard = pasteboard }
    if environment.settingsStore == nil { environment.settingsStore = hostContext.settingsStore }
    if !environment.hasLocale && hostContext.isHeadless {
      environment.locale = EnvironmentValues.headlessLocale
    }
    if environment.horizontalSizeClass == nil {
      environment.horizontalSizeClass = .forWidth(screen.width)
    }
    // The screen is the container `.containerRelativeFrame` sizes against, until a window, a
    // sheet or a scroll view inside is nearer.
    if environment.containerSize == nil { environment.containerSize = screenContainer }
    return environment
  }

  /// The root environment the last update passed down.
  private var lastRootEnvironment: EnvironmentValues?

  /// The root environment, as the very value the last update passed down when nothing in it
  /// changed: views compare the environment they get with the one they were built with, and
  /// the same storage is recognised at once.
  private func stableRootEnvironment() -> EnvironmentValues {
    let environment = rootEnvironment
    if let last = lastRootEnvironment, last.isEquivalent(to: environment) { return last }
    lastRootEnvironment = environment
    return environment
  }

  /// The window's undo manager: text edits register with it; Edit › Undo and Redo use it.
  ///
  /// It keeps the last ``UndoManager/undoLevels`` steps, so a long session's memory stays
  /// flat. An app's windows have their own (``OpenWindow/undoManager``).
  let undoManager = UndoManager.forWindow()
  /// The pasteboard Cut, Copy and Paste use; its copies also go to the terminal's clipboard.
  let pasteboard = Pasteboard()

  /// The app-level state when this host runs an ``App`` (menus, quit requests).
  let appState: AppRuntimeState?

  /// This host's clock, store, settings and launch facts, which ``AppEnvironment`` answers
  /// with while the host works.
  public let hostContext: HostContext

  /// Hosts `root` on a screen of `width` × `height` cells; `context` defaults to the command
  /// line's values with a clock of the host's own.
  public init<Root: View>(
    _ root: Root, width: Int, height: Int, context: HostContext? = nil
  ) {
    buildRoot = { graph, environment in graph.update(root, environment: environment) }
    screen = ScreenBuffer(width: width, height: height)
    appState = nil
    hostContext = context ?? AppEnvironment.contextForNewHost()
  }

  /// Hosts a whole app (its first window, menu bar and hint line) on a screen of
  /// `width` × `height` cells; `context` defaults to the command line's values with a clock
  /// of the host's own.
  public init<A: App>(app: A.Type, width: Int, height: Int, context: HostContext? = nil) {
    let context = context ?? AppEnvironment.contextForNewHost()
    // The app and its state are made in the host's context: their initial values may ask
    // `AppEnvironment` for the store or the time.
    let (state, holder) = HostContextScope.$current.withValue(context) {
      let state = AppRuntimeState()
      state.clock = { context.dispatchTime }
      return (state, RootHolder(AppRootView(app: A(), state: state)))
    }
    buildRoot = { graph, environment in graph.update(holder.root, environment: environment) }
    screen = ScreenBuffer(width: width, height: height)
    appState = state
    hostContext = context
  }

  /// Whether the hosted app asked to quit.
  public var quitRequested: Bool { appState?.quitRequested ?? false }

  /// Writes each edited document of the hosted app to a file beside it (`NAME.save`), as the
  /// end of a terminal run by Ctrl+C or a signal does, and returns a sentence for each (see
  /// ``WindowManager/rescueEditedDocuments()``).
  func rescueEditedDocuments() -> [String] {
    inContext { appState?.windowManager?.rescueEditedDocuments() ?? [] }
  }

  /// Saves, now, the settings changes still waiting for their quiet period (see
  /// ``HostSettingsSaves``): done when a played script ends and when the app quits or is
  /// suspended.
  func saveSettings() {
    hostContext.settingsSaves.saveAll()
    hostContext.settingsStore.saveChanges()
    environment.settingsStore?.saveChanges()
  }

  /// Plays a key script: keys, typed text, waits (which advance the virtual clock) and
  /// resizes. Stops early if the app quits. Settings changes still waiting are saved at the
  /// end, as at the end of a `--play` run.
  public func play(_ script: KeyScript) {
    HeadlessRun.play(script, on: self, state: appState)
    saveSettings()
    update()
  }

  /// Runs the handler of every folder watch the hosted app started
  /// (``AppEnvironment/watchFolder(_:onChange:)``) that this headless host holds, as a notice
  /// from the system would, then updates the screen; returns how many ran. A host in a
  /// terminal holds none: the system delivers its notices.
  @discardableResult
  package func deliverFolderChanges() -> Int {
    let ran = inContext { hostContext.folderWatches.deliver() }
    update()
    return ran
  }

  /// Whether state changed since the last draw.
  public var needsUpdate: Bool { graph.needsUpdate }

  /// Whether a screen was drawn (or is due) that the terminal has not been sent yet.
  public var hasUnsentFrame: Bool { graph.needsUpdate || drawnSinceSent }
  private var drawnSinceSent = true
  /// Whether the last frame drew presented layers (sheets, alerts) over the window.
  private var lastFrameHadLayers = false
  /// The sizes of sheets with a sticky `.presentationSizing` in the last update, by layer
  /// identity: such a sheet grows with its content but does not shrink while it is up.
  private var stickySheetSizes: [Int: CellSize] = [:]

  /// Records that the current screen was sent to the terminal.
  public func markFrameSent() { drawnSinceSent = false }

  /// Sets what runs (on any thread) when state changes after a draw, so a loop can wake up.
  public func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
    graph.setWakeHandler(handler)
  }

  /// Changes the screen size; the next ``update(force:)`` lays out again.
  public func resize(width: Int, height: Int) {
    guard width != screen.width || height != screen.height else { return }
    screen = ScreenBuffer(width: width, height: height)
    spareScreenIsClear = false
    graph.invalidate()
  }

  /// Re-evaluates, lays out and draws the tree if its state changed (or `force` is set).
  ///
  /// - Returns: Whether a new screen was drawn.
  @discardableResult
  public func update(force: Bool = false) -> Bool {
    guard isInContext else { return inContext { update(force: force) } }
    guard force || graph.needsUpdate || rootElement == nil else { return false }
    // Forcing an update re-evaluates every body, for changes the graph cannot see.
    if force { graph.invalidate() }
    // What an earlier update left to free, when nobody released it after sending the frame.
    releaseRetired()
    _ = screenContainer.place(at: CellSize(width: screen.width, height: screen.height))
    armFocusReturn()
    moveFocusToRequestedState()
    leaveFocusForOpeningPresentation()
    // The first update: focus is nowhere, and the first enabled control the build reaches
    // takes it as it is built, so the first screen is drawn with its focus in one pass.
    let claimsFocusAtStart =
      rootElement == nil && graph.focusedNodeID == nil && !graph.isClaimingFocus
    if claimsFocusAtStart { graph.armStartFocusClaim() }
    var elements = buildRoot(graph, stableRootEnvironment())
    if claimsFocusAtStart { graph.disarmFocusClaim() }
    // A window shown with focus nowhere starts as the first window does.
    if claimsFocusAtStart || graph.startClaimWasTaken {
      focusClaimedAtStart = graph.focusedNodeID != nil
    }
    passesInLastUpdate = 1
    // Focus taken for a presentation that did not open after all goes back where it was.
    var focusGivenBack = false
    if let covered = graph.endFocusTakenBeforeBuild() {
      graph.focusedNodeID = covered
      focusGivenBack = true
    }
    settleFocus(&elements, givenBack: focusGivenBack)
    // Appearance actions, task starts and change handlers run once the tree is settled, before
    // it is laid out (a scroll an `.onAppear` asks for is in this frame); what else they
    // change is drawn by the next update.
    for action in graph.takePendingActions() { action() }
    var root = layOut(elements)
    var layers = layOutLayers(over: root)
    // What a layout found that the build should have known is built in this update: a
    // `GeometryReader`'s space and the child a `ViewThatFits` shows, in the window or in a
    // sheet, when its children have controls (see ``ViewGraph/layoutChangedWhatWasBuilt``).
    // The layout of that build is the one drawn.
    var layoutPasses = 0
    while layoutPasses < 3, graph.layoutChangedWhatWasBuilt {
      layoutPasses += 1
      elements = buildRoot(graph, stableRootEnvironment())
      passesInLastUpdate += 1
      settleFocus(&elements, givenBack: false)
      for action in graph.takePendingActions() { action() }
      root = layOut(elements)
      layers = layOutLayers(over: root)
    }
    let bounds = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    var next: ScreenBuffer
    if var spare = spareScreen.take(), spare.width == screen.width, spare.height == screen.height {
      if !spareScreenIsClear {
        spare.reset(styles: screen.styles)
        spareScreenClearsInUpdates += 1
      }
      next = spare
    } else {
      next = ScreenBuffer(width: screen.width, height: screen.height, styles: screen.styles)
    }
    // A frame whose window content did not change takes it from the last frame.
    if let frame = root as? AppFrameElement, let last = rootElement as? AppFrameElement {
      frame.takeContent(from: last, screen: screen, coveredByLayers: lastFrameHadLayers)
    }
    root.draw(into: &next, clip: bounds)
    lastFrameHadLayers = !graph.interactions.layers.isEmpty
    if lastFrameHadLayers {
      PresentationBox.dim(overlayArea(of: root), in: &next)
    }
    for layer in layers { PresentationBox.draw(layer, into: &next) }
    root.drawTopmost(into: &next, clip: bounds)
    // The passes above stop at three: what a fourth layout found is built by the next update.
    if graph.layoutChangedWhatWasBuilt { graph.invalidation.requestUpdate() }
    spareScreen = screen
    spareScreenIsClear = false
    screen = next
    retiredRoot = rootElement
    rootElement = root
    drawnSinceSent = true
    return true
  }

  /// Settles focus requests from `@FocusState`, and focus that no longer exists, by building
  /// again until focus and the focus states agree (normally at most one extra pass; a tab
  /// switch, or a sheet closing, moves focus during its build and needs none). The check
  /// stops at the first pass that changes nothing: asked again, it would find the same.
  private func settleFocus(_ elements: inout [Element], givenBack: Bool) {
    var givenBack = givenBack
    var extraPasses = 0
    while extraPasses < 3,
      focusOrFocusedValuesMoved() || givenBack || graph.rebuildMispredictedFocusDependents()
    {
      givenBack = false
      extraPasses += 1
      elements = buildRoot(graph, stableRootEnvironment())
      passesInLastUpdate += 1
    }
  }

  /// Lays out the presented layers (sheets, dialogs, covers) over the window's content area
  /// of `root`, front layer last.
  private func layOutLayers(over root: Element) -> [PresentationBox.Placed] {
    let area = overlayArea(of: root)
    let layers = graph.interactions.layers
    guard !stickySheetSizes.isEmpty || layers.contains(where: { $0.sizing != nil }) else {
      return layers.compactMap { PresentationBox.layOut($0, in: area) }
    }
    var sizes: [Int: CellSize] = [:]
    let placed = layers.compactMap { layer in
      let placed = PresentationBox.layOut(
        layer, in: area, lastSize: stickySheetSizes[layer.identity])
      if let size = placed?.stickySize { sizes[layer.identity] = size }
      return placed
    }
    stickySheetSizes = sizes
    return placed
  }

  /// Where sheets and dialogs go, dimming what is beneath: a window's content area, or the
  /// whole screen for a view hosted alone, which may be smaller than the screen (a one-line
  /// view's sheet would otherwise be squeezed into that line).
  private func overlayArea(of root: Element) -> CellRect {
    let bounds = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    return (root is AppFrameElement ? root.overlayArea : bounds).intersection(bounds)
  }

  /// Lays out the root's elements on the screen: as large as they ask, centred.
  private func layOut(_ elements: [Element]) -> Element {
    let root =
      elements.count == 1
      ? elements[0] : StackElement(axis: .vertical, spacing: 0, items: elements)
    let bounds = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    let size = root.sizeThatFits(SizeProposal(bounds.size))
    let fitted = CellSize(
      width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    let origin = Alignment.center.origin(of: fitted, in: bounds)
    root.place(in: CellRect(x: origin.x, y: origin.y, width: fitted.width, height: fitted.height))
    return root
  }

  /// The interactions recorded by the last update.
  var interactions: InteractionRecord { graph.interactions }

  /// Frees what the last update replaced: the previous tree of elements and interaction
  /// record, with every object only they held. An update keeps them so that freeing them
  /// does not delay its frame; a terminal app calls this once the frame is written, and the
  /// next update calls it in any case, so at most one update's worth waits.
  ///
  /// It runs in the host's context, as the update that made them did, so that what their
  /// deinitializers do (cancelling subscriptions, closing files) sees this host's values.
  public func releaseRetired() {
    guard isInContext else { return inContext { releaseRetired() } }
    retiredRoot = nil
    graph.releaseRetired()
  }

  /// Clears the spare screen for the next update to draw into, so that the clearing (a write
  /// over every cell) is not on the next key's path: a terminal app calls this once a frame
  /// is written (``frameWritten()``). Calling it is never required: an update clears a spare
  /// screen this did not.
  func clearSpareScreen() {
    guard !spareScreenIsClear, var spare = spareScreen.take() else { return }
    if spare.width == screen.width, spare.height == screen.height {
      spare.reset(styles: screen.styles)
      spareScreenIsClear = true
    }
    spareScreen = spare
  }

  /// The node holding focus.
  var focusedNodeID: Int? { graph.focusedNodeID }

  /// The generation of the last update, which made ``interactions``.
  var updateGeneration: Int { graph.generation }

  /// The mapping from the keys the user presses to the shortcuts the app declared.
  var keyMapping: KeyMapping { interactions.keyMapping(profile: terminalProfile) }

  /// Takes the control a key handler asked to focus, if any.
  func takeRequestedFocusTarget() -> Int? {
    defer { graph.requestedFocusTarget = nil }
    return graph.requestedFocusTarget
  }

  /// Takes the focus move a key handler asked for, if any.
  func takeRequestedFocusMove() -> Bool? {
    defer { graph.requestedFocusMove = nil }
    return graph.requestedFocusMove
  }

  /// Gives focus to a node and redraws.
  func focus(nodeID: Int?) {
    guard graph.focusedNodeID != nodeID else { return }
    graph.moveFocusBeforeBuild(to: nodeID)
    for binding in interactions.focusBindings {
      _ = binding.select(binding.targetID == nodeID)
    }
    // The update marks the views that lost and gained focus.
    graph.invalidation.requestUpdate()
  }

  /// Settles focus after a pass, then resolves the focused values for where focus now is;
  /// whether either changed, so the tree must be built again. Both are always asked: had the
  /// values waited for a pass in which focus stayed put, a move that also changed them (a
  /// sheet taking focus from a field whose focus state a view reads) would cost two more
  /// passes instead of one.
  private func focusOrFocusedValuesMoved() -> Bool {
    let focusMoved = reconcileFocus()
    let valuesMoved = refreshFocusedValues()
    return focusMoved || valuesMoved
  }

  /// Resolves the focused values after an update.
  ///
  /// - Returns: Whether a different publisher now wins some key and a view in a window reads
  ///   focused values, so it must be built again. Commands already read this update's values
  ///   (see ``EnvironmentValues/focusedValuesAreCurrent``): with no other reader, a change
  ///   costs no pass.
  private func refreshFocusedValues() -> Bool {
    let resolved = graph.interactions.focusedValues(focusedNodeID: graph.focusedNodeID)
    graph.focusedValues = resolved.values
    defer { focusedValueWinners = resolved.winners }
    return resolved.winners != focusedValueWinners && graph.windowReadsFocusedValues
  }

  /// Tells the graph where focus goes if the front layer closes in the coming build: to the
  /// view that had focus in the layer beneath when the front one opened, as
  /// ``reconcileFocus()`` would give it back afterwards. Layers beneath the front one whose
  /// bindings already say closed close with it (a dialog's Discard that also dismisses the
  /// sheet under it): focus then goes back beneath the lowest of them. Only while focus is in
  /// the front layer (or nowhere), so no view beneath is built with a mark it should not keep.
  private func armFocusReturn() {
    let record = graph.interactions
    guard lastFrontIdentity != 0, let front = record.frontPresentation,
      front.identity == lastFrontIdentity
    else { return }
    if let focused = graph.focusedNodeID,
      record.focusTarget(id: focused)?.layer != front.number
    {
      return
    }
    var lowest = record.layers.count - 1
    if front.isPresentedNow?() == false {
      while lowest > 0, record.layers[lowest - 1].isPresentedNow?() == false { lowest -= 1 }
    }
    let closing = record.layers[lowest]
    let beneath = lowest > 0 ? record.layers[lowest - 1].identity : 0
    guard let place = focusMemory[beneath],
      let node = record.focusTarget(id: place.id)?.node
    else { return }
    graph.armFocusReturn(layer: closing.identity, to: node)
    // The layer's binding already says it is closed and the view focus goes back to is not
    // inside the presenting view, so the build may reach that view before the presentation
    // can give focus back (``ViewGraph/returnFocus(closingLayer:presenter:)``): it goes back
    // now, and the view is built with its mark in this update.
    if closing.isPresentedNow?() == false, !node.isGone,
      !node.isInside(nodeWithID: closing.identity)
    {
      graph.moveFocusBeforeBuild(to: node.id)
    }
  }

  /// Moves focus, before the build, where an action sent it by setting a `@FocusState`, so
  /// the build draws focus where it now is and ``reconcileFocus()`` after it finds nothing to
  /// move (the build marks the view that loses focus and the one that gains it, see
  /// ``ViewGraph/update(_:environment:)``):
  /// - to the view named (`focus = .password`), when the last update recorded it as an
  ///   enabled target of the front layer;
  /// - to a view the same action brings in (`showsDetails = true; focus = .details`), which
  ///   the last update did not build: focus leaves the focused view and the control linked to
  ///   that value takes it as it is built (``ViewGraph/takeFocusForRequestedView(_:)``);
  /// - where the host puts focus when the focused view's state is cleared (`focus = nil`):
  ///   the control a `.defaultFocus` names, else the first (``fallbackFocus(in:enabled:near:)``).
  ///
  /// When the build disagrees (the action changed the controls too), ``reconcileFocus()``
  /// settles focus with a second pass, as it always did.
  private func moveFocusToRequestedState() {
    let requests = graph.focusRequestLog.take()
    let record = graph.interactions
    let pending = record.focusBindings.filter { $0.hasPendingRequest() }
    if let chosen = pending.first(where: { $0.isSelected() }) {
      guard chosen.targetID != graph.focusedNodeID,
        let target = record.focusTarget(id: chosen.targetID), target.isEnabled,
        target.layer == record.frontLayer
      else { return }
      graph.moveFocusBeforeBuild(to: chosen.targetID)
      return
    }
    // A state given a view beats one cleared in the same action (`notes = true; name = false`).
    guard let request = requests.last(where: { !$0.clears }) ?? requests.last else { return }
    if request.clears {
      clearFocus(as: request, in: record, pending: pending)
    } else if !record.focusBindings.contains(where: { $0.link == request.link }),
      !record.closedPresentations.contains(where: { !$0.node.isGone && $0.isPresentedNow() })
    {
      // Not while a presentation opens: its own claim decides where focus goes in it.
      graph.takeFocusForRequestedView(request.link)
    }
  }

  /// Moves focus before the build when an action cleared the focused view's focus state
  /// (`focus = nil`): to where ``reconcileFocus()`` would move it after the build, found among
  /// the last update's targets, with the focus states told at once.
  private func clearFocus(
    as request: FocusRequestLog.Request, in record: InteractionRecord, pending: [FocusBinding]
  ) {
    guard let focused = graph.focusedNodeID,
      pending.contains(where: { $0.targetID == focused && $0.link?.state == request.link.state })
    else { return }
    let front = record.frontLayer
    let enabled = record.focusTargets.filter { $0.isEnabled && $0.layer == front }
    let target = fallbackFocus(in: record, enabled: enabled, near: nil)
    graph.moveFocusBeforeBuild(to: target)
    for binding in record.focusBindings {
      _ = binding.select(binding.targetID == target)
    }
  }

  /// Takes focus off the focused view before the build when an action opened a sheet, cover
  /// or dialog in its layer (the presentation's binding now says so). Taken during the build
  /// (``ViewGraph/leaveFocus(forLayerOpenedBy:)``), it would come too late for a view built
  /// before the presenting one, and for a view that reads a focus state the focused view is
  /// linked to (a search field's `isSearching`) built before the move. Taken now, with the
  /// focus states told at once, the view is built without its mark, the states' readers with
  /// their new values and the layer's first control focused, in one pass.
  private func leaveFocusForOpeningPresentation() {
    let record = graph.interactions
    guard !record.closedPresentations.isEmpty, let focused = graph.focusedNodeID,
      let target = record.focusTarget(id: focused), target.layer == record.frontLayer
    else { return }
    let opening = record.closedPresentations.contains { presentation in
      presentation.layer == target.layer && !presentation.node.isGone
        && presentation.isPresentedNow()
    }
    guard opening else { return }
    graph.takeFocusBeforeOpeningLayer()
    for binding in record.focusBindings where binding.isSelected() {
      _ = binding.select(false)
    }
  }

  /// Applies focus requests and keeps focus on an enabled target.
  ///
  /// - Returns: Whether the tree must be built again because focus or a focus state changed.
  private func reconcileFocus() -> Bool {
    let record = graph.interactions
    let before = graph.focusedNodeID
    if focusClaimedAtStart {
      // The control the first build focused is checked against the one chosen below for a
      // window with nothing focused (a `.defaultFocus`, a search field listed first): when
      // they differ, focus moves, at the cost of the second pass the start always took.
      focusClaimedAtStart = false
      graph.focusedNodeID = nil
    }
    let requested = record.focusBindings.filter { $0.hasPendingRequest() }
    let chosen = requested.first { $0.isSelected() }
    if let chosen {
      graph.focusedNodeID = chosen.targetID
    } else if requested.contains(where: { $0.targetID == graph.focusedNodeID }) {
      graph.focusedNodeID = nil
    }
    for binding in requested { binding.clearRequest() }
    let front = record.frontLayer
    let frontIdentity = record.frontPresentation?.identity ?? 0
    // The place a closed layer gives focus back to: when its view is gone, focus lands near it.
    var restored: FocusPlace?
    let enabled = record.focusTargets.filter { $0.isEnabled && $0.layer == front }
    if frontIdentity != lastFrontIdentity {
      // Remember the focus of the layer being covered; forget layers that closed; give the
      // new front layer back the focus it had, if it had one.
      // A layer that opened during the build took focus from the view beneath already.
      let covered = graph.focusLeftForOpeningLayer ? graph.focusCoveredByOpeningLayer : before
      focusMemory[lastFrontIdentity] = covered.map { FocusPlace(of: $0, in: record) }
      let present = Set(record.layers.map(\.identity)).union([0])
      focusMemory = focusMemory.filter { present.contains($0.key) }
      restored = focusMemory[frontIdentity] ?? nil
      // Going back to a layer whose remembered view is gone, focus the build already gave a
      // control of that layer (a window brought back, a control that replaced the view)
      // stands. A layer with nothing remembered (one just opened) is settled below, as ever.
      let restorable = restored.map { place in enabled.contains { $0.id == place.id } } ?? true
      let settled = enabled.contains { $0.id == graph.focusedNodeID }
      // An action chosen in the layer that closed (a context menu's Rename) asked for a view
      // of the layer now in front: its request is applied after the layer is gone, as
      // SwiftUI applies an action's focus change once its menu is dismissed, so it wins over
      // giving focus back.
      let requestedHere = chosen.map { chosen in enabled.contains { $0.id == chosen.targetID } }
      if requestedHere == true {
        restored = nil
      } else if restorable || !settled {
        graph.focusedNodeID = restored?.id
      } else {
        restored = nil
      }
      lastFrontIdentity = frontIdentity
    }
    // A view an action asked to focus beats the new tab's first control when the same action
    // switched tabs (`pane = .search; focus = .globalQuery`).
    if chosen == nil, let requested = requestedFocus(in: record, enabled: enabled) {
      graph.focusedNodeID = requested
    }
    if !enabled.contains(where: { $0.id == graph.focusedNodeID }) {
      let lost = restored.flatMap { $0.id == graph.focusedNodeID ? $0 : nil }
      graph.focusedNodeID = fallbackFocus(in: record, enabled: enabled, near: lost)
    }
    var statesChanged = false
    for binding in record.focusBindings {
      let shouldBeSelected = binding.targetID == graph.focusedNodeID
      // A state no view reads follows focus without a pass of its own.
      if binding.isSelected() != shouldBeSelected, binding.select(shouldBeSelected) {
        statesChanged = true
      }
    }
    // Focus going nowhere from a view that went away with what held it draws nothing
    // differently: no view of this update was built with it (``ViewGraph/isBuiltWithoutFocus``).
    let moved = before != graph.focusedNodeID
    let changesWhatWasBuilt = moved && !(graph.focusedNodeID == nil && graph.isBuiltWithoutFocus)
    return statesChanged || changesWhatWasBuilt
  }

  /// Where focus goes when the focused view is not one of the `enabled` targets of the front
  /// layer: the control a `.defaultFocus` names, else the one nearest the place focus was
  /// `lost` from, else the first. A dialog starts on its default button, never on a
  /// destructive one (SwiftUI's rule), and not near where focus was.
  private func fallbackFocus(
    in record: InteractionRecord, enabled: [FocusTarget], near lost: FocusPlace?
  ) -> Int? {
    let preferred = record.focusBindings.first { binding in
      binding.link.map(record.defaultFocus.contains) == true
        && enabled.contains { $0.id == binding.targetID }
    }
    let inDialog = record.frontPresentation?.kind == .alert
    let first =
      inDialog ? enabled.first { !$0.avoidsInitialFocus } ?? enabled.first : enabled.first
    let near = inDialog ? nil : lost?.nearest(in: enabled)
    return preferred?.targetID ?? near ?? first?.id
  }

  /// The target a view asked to focus this update (see ``InteractionRecord/focusRequest``):
  /// the first enabled one in the front layer, or the one a `.defaultFocus` names.
  private func requestedFocus(in record: InteractionRecord, enabled: [FocusTarget]) -> Int? {
    let candidates = record.focusRequest.filter { id in enabled.contains { $0.id == id } }
    guard let first = candidates.first else { return nil }
    let preferred = record.focusBindings.first { binding in
      candidates.contains(binding.targetID)
        && binding.link.map(record.defaultFocus.contains) == true
    }
    return preferred?.targetID ?? first
  }

  /// Where the terminal cursor should be: in the focused text field, text editor or vertical
  /// field, on the cell where the next character typed goes; or hidden, as it is while a
  /// menu, the palette or another box drawn over the window takes every key, and when the
  /// cursor's cell is out of view.
  public var cursor: (x: Int, y: Int)? {
    guard interactions.modalKeyHandler == nil else { return nil }
    switch interactions.focusTarget(id: focusedNodeID)?.element {
    case let field as TextFieldElement: return field.cursorPosition
    case let editor as TextEditorElement: return editor.cursorPosition
    default: return nil
    }
  }

  /// The screen as lines of text with trailing spaces removed.
  public var lines: [String] { screen.textLines }

  /// How many times the last update built the tree: one, or more when focus had to settle
  /// (for tests and diagnostics).
  private(set) var passesInLastUpdate = 0

  /// How many view nodes hold state (for tests and diagnostics).
  var nodeCount: Int { graph.root.subtreeCount }

  /// How many bodies the updates so far evaluated, how many they reused because nothing the
  /// body read had changed, and how many of those kept their whole subtree, elements included
  /// (for tests and diagnostics).
  var bodyCounts: (evaluated: Int, reused: Int, subtrees: Int) {
    (graph.bodyEvaluations, graph.bodiesReused + graph.subtreesReused, graph.subtreesReused)
  }

  /// How many `ObservableObject`s the graph watches (for tests and diagnostics).
  var observedObjectCount: Int { graph.observedObjectCount }
}

/// Keeps a root view for the host's build closure.
@MainActor
private final class RootHolder<Root: View> {
  let root: Root
  init(_ root: Root) { self.root = root }
}
