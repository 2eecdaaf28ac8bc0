import KeystrokeCore
import Observation

/// The root of a running app: evaluates the app's scenes, builds the active window's content
/// and its commands, resolves the menu bar, and frames it all with the menu bar on top and the
/// hint line at the bottom.
struct AppRootView<A: App> {
  let app: A
  let state: AppRuntimeState

  /// A primitive view's body is never evaluated.
  var body: Never { primitiveBody(Self.self) }
}

extension AppRootView: View {}

extension AppRootView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let invalidation = context.node.graph.invalidation
    state.invalidation = invalidation
    // The app's body runs again when its own inputs changed, when a model changed (its
    // commands may read models the app does not subscribe to, which SwiftUI's menus read
    // afresh each time they open), or when everything is rebuilt: a focus move, a menu
    // opening or a view's own state changing keeps the scenes, and with them the commands.
    let graph = context.node.graph
    let inputsChanged = context.node.inputsChangedGeneration == graph.generation
    let bodyMemory = AppBodyMemory.stored(in: context.node)
    let list: SceneList
    if let kept = bodyMemory.scenes(
      inputsChanged: inputsChanged || graph.modelChanged,
      rebuildsEverything: graph.rebuildsEverything,
      environment: context.environment)
    {
      list = kept
    } else {
      // Linked only when the body runs: kept scenes were made with the same storage and an
      // equivalent environment, and the app's object subscriptions outlive an update.
      DynamicPropertyLinker.link(app, to: context.node, environment: context.environment)
      let scenes = withObservationTracking {
        app.body
      } onChange: {
        invalidation.raise()
      }
      var resolved = SceneList()
      SceneResolver.resolve(scenes, into: &resolved)
      bodyMemory.keep(resolved, environment: context.environment, generation: graph.generation)
      list = resolved
    }
    // A window's content is made again only when something it could depend on changed (the
    // app's own state, an `@Observable` property the content closure read, anything that
    // rebuilds everything), as SwiftUI runs a scene's content: a key that changes one view
    // does not make the window's whole content anew.
    let memory = SceneMemory.stored(in: context.node)
    if graph.rebuildsEverything || inputsChanged {
      memory.forgetContents()
    }
    state.opensDocuments = list.windows.contains { $0.role == .documentGroup }
    let windows = WindowManager.stored(in: context.node)
    state.windowManager = windows
    windows.update(kinds: list.windows, invalidation: invalidation)
    guard let window = windows.activeKind else {
      return [
        TextElement(
          runs: [("This app declares no scenes.", .plain)], lineLimit: nil, alignment: .leading)
      ]
    }
    // Settings problems reach the user once each, in an alert over the active window: those
    // known now, and those that reading settings while building the window reported.
    let settings = context.environment.settingsStore ?? SettingsStore.current
    state.settingsNotices.take(settings.reportedProblems)
    if !state.showedSettingsNotice, state.settingsNotices.current != nil, windows.panel == nil {
      // Its alert opens over the window, built after it: the window's content leaves focus
      // to the alert, as a document window's content leaves it to a panel.
      context.node.graph.leaveFocus(forLayerOpeningAfter: context.node)
    }
    // One object for the app's life, so the environment it is passed in stays the same from
    // update to update; what it notes goes into this update's record.
    let screens = context.node.kept { ScreenNames() }
    screens.record = context.interactions
    // A problem that reading a setting reports while the window is built opens its alert
    // after the window: a control built after that leaves the launch's focus to the alert.
    // Asked only of a start claim, which is armed only with focus nowhere.
    if graph.focusedNodeID == nil {
      let notices = state.settingsNotices
      graph.layerOpensAfterBuild = {
        windows.panel == nil && notices.wouldQueue(settings.reportedProblems)
      }
    }
    let content = buildWindows(
      windows, kind: window, screens: screens, memory: memory, context: context)
    graph.layerOpensAfterBuild = nil
    // Over the window, after it: a problem its views reported while they were built shows
    // now, not one update later.
    state.settingsNotices.take(settings.reportedProblems)
    if let notice = state.settingsNotices.current {
      let alert = SettingsNoticeAlert(
        notice: notice, notices: state.settingsNotices, manager: windows,
        changed: context.node.child(.named(.frame)).invalidation)
      _ = context.build(alert, key: .named(.settingsNotice))
    }
    // Quits once every edited document was saved or discarded.
    let quit: @MainActor () -> Void = { windows.requestQuit { state.quitRequested = true } }
    if state.asksToQuitOverEdits {
      let alert = QuitOverEditsAlert(
        state: state, quit: quit, changed: context.node.child(.named(.frame)).invalidation)
      _ = context.build(alert, key: .named(.quitOverEdits))
    }
    state.showedSettingsNotice = state.settingsNotices.current != nil && windows.panel == nil
    // Commands read the focused values this very update published.
    var commandContext = context
    commandContext.environment.focusedValues =
      context.interactions.focusedValues(focusedNodeID: context.node.graph.focusedNodeID).values
    commandContext.environment.focusedValuesAreCurrent = true
    let bar = resolveMenuBar(
      window: window, windows: windows, screens: screens,
      bodyGeneration: bodyMemory.generation, context: commandContext)
    // Registered before the menu bar, whose open menu takes the actions known at that point.
    WindowCommands.register(manager: windows, in: context.interactions)
    // Registered before the menu bar and the palette, which take the actions known then.
    KeyExplanation.register(in: context.interactions, state: state, invalidation: invalidation)
    AboutAndHelp.register(in: context.interactions, state: state, invalidation: invalidation)
    ShortcutsEditor.register(
      in: context.interactions, state: state, profile: context.environment.keyProfile,
      invalidation: invalidation)
    // Opening a menu or the palette, and moving in them, changes only what this view draws
    // around the window: the window's views are not asked again.
    // A child's signal: it rebuilds this view without counting as a change to the app's own
    // inputs, so the app's body and the window contents are kept.
    let frameChange = context.node.child(.named(.frame)).invalidation
    CommandPalette.registerAction(
      in: context.interactions, state: state, invalidation: frameChange)
    MenuBarInteraction.settleHighlight(bar: bar, state: state)
    let menuState = MenuBarInteraction(bar: bar, state: state, invalidation: frameChange)
    let interactionsShown = { [weak graph] in graph?.interactions }
    menuState.register(
      in: context.interactions,
      quit: {
        // A sheet that keeps Escape from discarding its edits would lose them: ask first.
        if !state.asksToQuitOverEdits,
          QuitOverEditsAlert.isNeeded(layers: interactionsShown()?.layers ?? [])
        {
          state.asksToQuitOverEdits = true
          frameChange.raise()
          return
        }
        quit()
      })
    CommandPalette.register(
      in: context.interactions, bar: bar, state: state, invalidation: frameChange)
    KeymapRuntime.finish(
      interactions: context.interactions, state: state, profile: context.environment.keyProfile,
      focusedNodeID: context.node.graph.focusedNodeID, invalidation: invalidation)
    state.lastMenuBar = bar
    let profile = context.environment.keyProfile
    var palette: PaletteRows?
    if let open = state.palette {
      let mapping = context.interactions.keyMapping(profile: profile)
      let formatter = HintLine.formatter(for: profile)
      let results = CommandPalette.results(
        for: open.query,
        in: CommandPalette.entries(
          bar: bar, interactions: context.interactions, recent: state.recentCommands))
      palette = PaletteRows(
        query: open.query, highlighted: CommandPalette.highlighted(open, in: results) ?? -1,
        rows: results.map { entry in
          PaletteRows.Row(
            title: entry.isEnabled ? entry.title : entry.title + " — not available now",
            keys: entry.keys.flatMap { mapping.displayString(for: $0, formatter: formatter) } ?? "",
            isEnabled: entry.isEnabled)
        })
    }
    if state.showsKeymapProblems {
      palette = KeymapRuntime.problemRows(
        for: state.lastKeymap, path: state.keymap.path, position: state.textBox)
    }
    if let explanation = state.explanation {
      palette = KeyExplanation.rows(for: explanation, position: state.textBox)
    }
    if state.showsAbout {
      palette = AboutAndHelp.rows(
        appName: AppIdentity.displayName, version: AboutAndHelp.version(in: .main))
    }
    if let editor = state.shortcutsEditor {
      // Spelled with every listed command's keys declared, so a button of a screen not on
      // screen now shows its keys too.
      let table = ShortcutsEditor.table(state: state, profile: profile)
      palette = ShortcutsEditor.rows(
        for: editor, table: table,
        mapping: KeyMapping(profile: profile, declared: table.rows.compactMap(\.keys)),
        formatter: HintLine.formatter(for: profile))
    }
    let chordHints = state.pendingChord.flatMap {
      ChordHint.entries(
        for: $0, now: state.clock(), mapping: context.interactions.keyMapping(profile: profile),
        formatter: HintLine.formatter(for: profile))
    }.map {
      state.explainsNextKey ? [HintLine.Entry(keys: "Explain:", title: "the chord")] + $0 : $0
    }
    let hints =
      chordHints
      ?? (KeymapRuntime.notice(for: state.lastKeymap).map { [$0] } ?? [])
      + HintLine.entries(
        interactions: context.interactions, bar: bar, profile: profile,
        focus: Self.hintFocus(
          state, bar: bar,
          focused: context.interactions.focusTarget(id: context.node.graph.focusedNodeID)),
        keys: context.node.kept { HintKeysMemo() })
    let mapping = context.interactions.keyMapping(profile: profile)
    // Views in the window that show the shortcuts are built now, with this update's bar.
    MenuBarReader.fillAll(in: context.interactions, bar: bar, mapping: mapping)
    let frame = AppFrameElement(
      bar: bar, state: state, profile: profile, mapping: mapping,
      content: content.count == 1
        ? content[0] : StackElement(axis: .vertical, spacing: 0, items: content),
      hints: state.isHintLineVisible ? hints : nil, palette: palette)
    let record = context.interactions
    // Weak: the record holds this handler, and a strong reference back would keep every
    // update's record, with its elements and actions, alive.
    record.mouseHandler = { [weak record] x, y in
      menuState.click(frame.menuHit(x: x, y: y), actions: record?.commandActions ?? [:])
    }
    // While a menu is open the wheel is its: over it, a long menu scrolls.
    let changed = menuState.invalidation
    record.wheelHandler = { x, y, step in
      guard let moved = frame.scrollMenu(x: x, y: y, by: step) else { return false }
      if moved { changed.raise() }
      return true
    }
    return [frame]
  }

  /// What has the keys, for the hint line: the overlay drawn on top wins (an open menu of
  /// `bar` first), then an open picker, pop-up menu or context menu in the window (`focused`,
  /// the focus target; a context menu only when nothing in it is enabled), then a focused
  /// control with keys of its own to name.
  @MainActor
  private static func hintFocus(
    _ state: AppRuntimeState, bar: ResolvedMenuBar, focused: FocusTarget?
  ) -> HintLine.Focus {
    if let open = state.openMenu {
      guard bar.menus.indices.contains(open),
        MenuBarInteraction.firstEnabled(in: bar.menus[open], from: 0, step: 1) == nil
      else { return .menu }
      return .menuWithNothingEnabled
    }
    if state.shortcutsEditor != nil { return .shortcutsEditor }
    if state.explanation != nil || state.showsKeymapProblems { return .textBox }
    if state.showsAbout { return .overlay }
    if state.explainsNextKey { return .explainsNextKey }
    if state.palette != nil { return .palette }
    if focused?.opensNothingEnabled == true { return .openListWithNothingEnabled }
    if focused?.capturesKeys == true { return .openList }
    if let focused, focused.isTextInput, focused.isEnabled { return .textInput(focused.hints) }
    if let focused, focused.isEnabled, !focused.hints.isEmpty { return .control(focused.hints) }
    return .window
  }

  /// Builds the active window (its content inside the document chrome) and keeps the state of
  /// the open windows that are not on screen.
  @MainActor
  private func buildWindows(
    _ windows: WindowManager, kind: SceneList.WindowKind, screens: ScreenNames,
    memory: SceneMemory, context: BuildContext
  ) -> [Element] {
    let active = windows.activeWindow
    for open in windows.windows where open.id != active?.id {
      context.node.child(.named(.window(open.id))).keepSubtree()
    }
    let content: AnyView
    if let active, let kept = memory.content(of: active) {
      content = kept
    } else if let active, let document = active.document,
      let driver = windows.kind(of: active)?.document
    {
      content = Self.tracked(driver.makeContent(document), in: context.node)
      memory.keep(content, of: active)
    } else if let active, let activeKind = windows.kind(of: active) {
      content = Self.tracked(activeKind.makeContent(), in: context.node)
      memory.keep(content, of: active)
    } else {
      content = AnyView(EmptyView())
    }
    let view = DocumentWindowView(
      manager: windows, window: active, content: content,
      showsTitle: kind.role == .documentGroup)
    // Kept while the window stays the same, so the environment does not change with it.
    let scene: WindowSceneContext
    if let kept = context.node.memory(WindowSceneContext.self),
      kept.manager === windows, kept.window === active
    {
      scene = kept
    } else {
      scene = WindowSceneContext(manager: windows, window: active)
      context.node.keep(scene)
    }
    // Focus moves with the window on screen: back to where it was in that window, else to
    // its first control, as the window is built.
    let claims = context.node.kept { WindowFocusMemory() }.follow(
      into: active?.id ?? 0, windowsNode: context.node
    ) { id in windows.windows.contains { $0.id == id } }
    defer { if claims { context.node.graph.disarmFocusClaim() } }
    let built = context.build(view, key: .named(.window(active?.id ?? 0))) {
      $0.windowScene = scene
      $0.menuBarTakesViewCommands = true
      $0.menuBarArrivesLater = true
      $0.screenNames = screens
      if let active { $0.undoManager = active.undoManager }
    }
    // A window with nothing to focus (none left open, a document's alert only): focus leaves
    // the window it was in now, not after the build.
    if claims { context.node.graph.leaveFocusIfUnclaimed() }
    return built
  }

  /// Makes a window's content, noting the `@Observable` properties the content closure reads:
  /// a change to one marks this view's node, and the content is made again.
  @MainActor
  private static func tracked(_ make: @autoclosure () -> AnyView, in node: ViewNode) -> AnyView {
    withObservationTracking(make) { [changed = node.invalidation] in changed.raiseForModel() }
  }

  /// Builds the window's command groups in menu mode and resolves the whole menu bar.
  ///
  /// - Parameter bodyGeneration: The update in which the app's body last ran: the commands
  ///   are the values it made then.
  @MainActor
  private func resolveMenuBar(
    window: SceneList.WindowKind, windows: WindowManager, screens: ScreenNames,
    bodyGeneration: Int, context: BuildContext
  ) -> ResolvedMenuBar {
    let collected = collectCommands(
      of: window, bodyGeneration: bodyGeneration, context: context)
    var contribution = collected.contribution
    var actions = collected.actions
    let policy = collected.policy
    // Commands the window's views contribute (tab shortcuts, Refresh) and their sidebar
    // toggle. A key the app's own commands are bound to stays the app's: the view's command
    // keeps its place in the menu without it.
    let contributed = context.interactions.contributedCommands
    let contributedKeys = contributed.contains { group in
      group.edit.entries.contains { !$0.boundKeys.isEmpty }
    }
    let appKeys = contributedKeys ? contribution.boundKeys : []
    // A group that leaves when its keys are taken (Find, ⌘F) also leaves for a control on
    // screen bound to them, which dispatch reaches before the menus.
    let isTaken: (KeySequence) -> Bool = { keys in
      appKeys.contains(keys)
        || context.interactions.shortcutTargets.contains { $0.keys == keys }
    }
    let kept = contributed.filter { group in
      !group.isLeftOutWhenKeysTaken
        || !group.edit.entries.contains { $0.boundKeys.contains(where: isTaken) }
    }
    contribution.edits += kept.map { group in
      var edit = group.edit
      if !appKeys.isEmpty { edit.entries = edit.entries.map { $0.yieldingKeys(appKeys) } }
      return edit
    }
    for group in kept { actions.merge(group.actions) { first, _ in first } }
    var disabled = StandardCommandActions.unavailable.union(
      WindowCommands.disabled(manager: windows, kind: window, interactions: context.interactions))
    if let sidebar = context.interactions.sidebarToggle {
      disabled.remove(StandardMenuItem.toggleSidebarID)
      actions[StandardMenuItem.toggleSidebarID] = sidebar.toggle
    }
    EditCommandActions.register(
      text: context.interactions.textEditing,
      // The focused field's own steps when it has any, else the frontmost sheet's or dialog's
      // undo manager while one is up, else the window's.
      undoManager: context.interactions.textEditing?.undoManager.flatMap {
        $0.canUndo || $0.canRedo ? $0 : nil
      } ?? context.interactions.frontPresentation?.undoManager ?? windows.activeWindow?.undoManager
        ?? context.environment.undoManager,
      pasteboard: context.environment.pasteboard, invalidation: context.node.graph.invalidation,
      disabled: &disabled, actions: &actions)
    let kind: MenuSceneKind =
      switch window.role {
      case .settings: .settings
      case .documentGroup: .documentGroup
      case .windowGroup, .window: .windowGroup
      }
    // First, so it heads the Help menu above any group an app puts before the help group.
    contribution.edits.insert(CommandPalette.searchEdit, at: 0)
    contribution.edits.append(KeyExplanation.helpEdit)
    contribution.edits.append(ShortcutsEditor.menuEdit)
    let menuContext = MenuContext(
      appName: AppIdentity.displayName,
      isSidebarVisible: context.interactions.sidebarToggle?.isVisible ?? false,
      disabledCommands: disabled)
    let interactions = context.interactions
    let memo = context.node.kept { MenuBarMemo() }
    // The bar with or without Help › Keymap Problems…, with the user's keymap applied.
    func resolved(listingProblems: Bool) -> ResolvedMenuBar {
      var edits = contribution.edits
      if listingProblems { edits.append(KeymapRuntime.problemsEdit) }
      edits.insert(
        contentsOf: WindowCommands.edits(
          manager: windows, kind: window, appEdits: edits, interactions: interactions),
        at: 0)
      var commands = contribution
      commands.edits = edits
      let scene = MenuScene(kind, defaults: policy, commands: commands)
      return KeymapRuntime.apply(
        to: memo.resolve(scenes: [scene], context: menuContext), interactions: interactions,
        state: state, screens: screens, profile: context.environment.keyProfile,
        focusedNodeID: context.node.graph.focusedNodeID,
        invalidation: context.node.graph.invalidation)
    }
    let listedProblems = KeymapRuntime.listsProblems(state: state, refreshing: true)
    var bar = resolved(listingProblems: listedProblems)
    // Checking the keymap against this bar's commands can find its first problem (or its
    // last one gone): the bar is resolved again in this update, not the next.
    if KeymapRuntime.listsProblems(state: state, refreshing: false) != listedProblems {
      bar = resolved(listingProblems: !listedProblems)
    }
    interactions.menuCommands = bar.commands
    interactions.commandActions.merge(actions) { first, _ in first }
    interactions.destructiveCommands.formUnion(collected.destructive)
    return bar
  }

  /// The window's command groups, built in menu mode, or the ones built last time when
  /// nothing they could read changed (see ``CommandsMemory``).
  @MainActor
  private func collectCommands(
    of window: SceneList.WindowKind, bodyGeneration: Int, context: BuildContext
  ) -> CollectedCommands {
    var replaced: [AnyCommands] = []
    if case .replaced(let replacements) = window.defaultCommands { replaced = replacements }
    let nodes =
      window.commands.indices.map {
        context.node.child(.named(.commands(window: window.id, index: $0)))
      }
      + replaced.indices.map {
        context.node.child(.named(.replacement(window: window.id, index: $0)))
      }
    let memory = CommandsMemory.stored(in: context.node)
    let focusedValues = context.environment.focusedValues
    // The focused values are compared on their own, value by value; the rest of the
    // environment as a whole.
    var environment = context.environment
    environment.focusedValues = FocusedValues()
    let values = window.commands + replaced
    if let kept = memory.commands(
      bodyGeneration: bodyGeneration, values: values, windowID: window.id,
      environment: environment,
      focusedValues: focusedValues, nodes: nodes, record: context.interactions,
      generation: context.node.graph.generation)
    {
      return kept
    }
    let graph = context.node.graph
    let mark = RecordMark(context.interactions, uncopyableBuilds: graph.uncopyableBuilds)
    let collector = MenuCollector()
    for (index, commands) in window.commands.enumerated() {
      commands.collect(
        into: collector, context: BuildContext(node: nodes[index], environment: context.environment)
      )
    }
    let policy: DefaultCommandsPolicy
    switch window.defaultCommands {
    case .standard:
      policy = .standard
    case .removed:
      policy = .removed
    case .replaced(let replacements):
      let replacementCollector = MenuCollector()
      for (index, commands) in replacements.enumerated() {
        commands.collect(
          into: replacementCollector,
          context: BuildContext(
            node: nodes[window.commands.count + index], environment: context.environment))
      }
      collector.actions.merge(replacementCollector.actions) { first, _ in first }
      collector.destructive.formUnion(replacementCollector.destructive)
      policy = .replaced(replacementCollector.contribution)
    }
    let collected = CollectedCommands(
      contribution: collector.contribution, actions: collector.actions,
      destructive: collector.destructive, policy: policy)
    let replayable = mark.onlyReplayableChanges(
      in: context.interactions, uncopyableBuilds: graph.uncopyableBuilds)
    memory.keep(
      collected, bodyGeneration: bodyGeneration, values: values, windowID: window.id,
      environment: environment, focusedValues: focusedValues,
      contributions: replayable
        ? SubtreeReuse(
          elements: [], environment: context.environment, mark: mark,
          record: context.interactions, generation: graph.generation) : nil)
    return collected
  }
}
