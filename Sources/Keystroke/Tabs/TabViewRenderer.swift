import KeystrokeCore
import KeystrokeTerminal

/// Builds one update of a tab view: decides the presentation, the selection and the chrome,
/// builds every tab's content (keeping the others' state, dropping their key handling), and
/// registers the keys, the focus target and the menu commands.
@MainActor
struct TabViewRenderer {
  enum Presentation: Equatable {
    case tabBar
    case sidebar
    case page(PageTabViewStyle.IndexDisplayMode)
  }

  /// A place the keyboard and the tab shortcuts can go: a tab bar item, a sidebar tab, a page.
  struct Stop {
    var title: String
    var tabs: [Int]
    /// Whether the stop is in the tab bar only while its tab is selected (see
    /// ``TabViewPlan/barItems(revealing:)``): the numbered shortcuts leave it out.
    var isRevealed = false
  }

  static let sidebarWidth = 28

  let context: BuildContext
  let entries: [TabEntry]
  let selection: TabSelectionBinding?

  private var settings: TabViewSettings { context.environment.tabViewSettings }

  private var state: TabViewState {
    if let state = context.node.memory(TabViewState.self) { return state }
    let state = TabViewState()
    context.node.keep(state)
    return state
  }

  func render() -> [Element] {
    let state = self.state
    let customization = settings.customization
    let plan = TabViewPlan(
      entries: entries, customization: customization?.wrappedValue ?? TabViewCustomization(),
      checksIDs: customization != nil)
    let presentation = presentation(state: state)
    let plainItems = presentation == .tabBar ? plan.barItems : []
    let plainStops = stops(plan: plan, presentation: presentation, barItems: plainItems)
    let selected = selectedIndex(plan: plan, stops: plainStops, state: state)
    // A selected tab the bar leaves out shows in it while selected, so the bar marks it;
    // any other selection leaves the bar as it is (the usual case, planned once).
    let revealsSelected =
      presentation == .tabBar
      && selected.map { !plan.isInTabBar($0) && !plan.isRemoved($0) } == true
    let barItems = revealsSelected ? plan.barItems(revealing: selected) : plainItems
    let stops =
      revealsSelected
      ? self.stops(plan: plan, presentation: presentation, barItems: barItems) : plainStops
    if let selected, let section = entries[selected].section {
      state.lastInSection[section.key] = entries[selected].key
    }
    let current = selected.flatMap { index in stops.firstIndex { $0.tabs.contains(index) } }

    registerCommands(
      plan: plan, stops: stops, current: current, state: state, presentation: presentation)
    if state.isCustomizing, customization != nil {
      return [customizeScreen(plan: plan, state: state)]
    }
    let chrome = chrome(
      plan: plan, presentation: presentation, barItems: barItems, stops: stops,
      current: current, selected: selected, state: state)
    let targetsBefore = context.interactions.focusTargets.count
    let graph = context.node.graph
    var focusesRequestedView = false
    if movesFocusAfterSwitch(to: selected, state: state) {
      // The new tab's first control is built focused now, not in a second pass.
      // A focused bar gives focus up too: its mark is settled below. A sidebar or page index
      // is drawn with its mark already, so focus on one of those is left to the host.
      let barChrome: Bool
      if case .top = chrome { barChrome = true } else { barChrome = false }
      focusesRequestedView = !graph.armTabFocusClaim(
        leaving: state.shownKey.flatMap { context.node.existingChild(.named(.tab($0))) },
        owner: barChrome ? context.node : nil, scope: context.node)
    }
    let handlersBefore = context.interactions.keyHandlers.count
    let content = buildContents(selected: selected, presentation: presentation, keep: true)
    let layer = context.interactions.currentLayer
    state.firstContentTarget =
      context.interactions.focusTargets[targetsBefore...]
      .first { $0.isEnabled && $0.layer == layer }?.id
    if case .top = chrome {
      // After the content's own handlers, so a view inside that takes ↑ keeps it.
      context.interactions.keyHandlers.insert(upToBar(state: state), at: handlersBefore)
    }
    if !focusesRequestedView {
      if graph.isClaimingFocus { claimFocusForBar() }
      graph.disarmFocusClaim()
    }
    if case .top(let element) = chrome, let bar = element as? TabBarElement {
      bar.isFocused = context.isFocused
    }
    requestFocusAfterSwitch(
      to: selected, targetsFrom: targetsBefore, state: state, asks: !focusesRequestedView)
    return [
      TabViewElement(
        chrome: chrome, content: content, warnings: plan.warnings, barHistory: state)
    ]
  }

  // MARK: Decisions

  private func presentation(state: TabViewState) -> Presentation {
    let regular = (context.environment.horizontalSizeClass ?? .regular) == .regular
    switch settings.style {
    case .page(let mode): return .page(mode)
    case .sidebarAdaptable: return regular && !state.sidebarHidden ? .sidebar : .tabBar
    case .automatic, .tabBarOnly: return .tabBar
    }
  }

  private func stops(
    plan: TabViewPlan, presentation: Presentation, barItems: [TabViewPlan.BarItem]
  ) -> [Stop] {
    switch presentation {
    case .tabBar:
      return barItems.map { Stop(title: $0.title, tabs: $0.tabs, isRevealed: $0.isRevealed) }
    case .sidebar:
      return plan.sidebarTabs.map { Stop(title: entries[$0].title, tabs: [$0]) }
    case .page:
      return plan.pages.map { Stop(title: entries[$0].title, tabs: [$0]) }
    }
  }

  private func selectedIndex(plan: TabViewPlan, stops: [Stop], state: TabViewState) -> Int? {
    if let selection {
      let value = selection.get()
      if let index = entries.firstIndex(where: { $0.value == value }) { return index }
    }
    if let key = state.selectedKey, let index = entries.firstIndex(where: { $0.key == key }) {
      return index
    }
    if let first = stops.first { return tab(for: first, state: state) }
    return entries.indices.first
  }

  /// The tab a stop shows: for a section, the tab last presented in it, else its first.
  private func tab(for stop: Stop, state: TabViewState) -> Int {
    if stop.tabs.count > 1, let section = entries[stop.tabs[0]].section,
      let last = state.lastInSection[section.key],
      let index = stop.tabs.first(where: { entries[$0].key == last })
    {
      return index
    }
    return stop.tabs[0]
  }

  /// After a switch made anywhere but the focused chrome (a menu command, a shortcut, a click,
  /// the app changing the selection), focus moves into the new tab's content so its list or
  /// field answers the keys at once.
  /// An action that also asked to focus a view (`focus = .query`) `asks` nothing: that view
  /// takes focus as it is built (``ViewGraph/armTabFocusClaim(leaving:owner:scope:)``).
  private func requestFocusAfterSwitch(
    to selected: Int?, targetsFrom start: Int, state: TabViewState, asks: Bool
  ) {
    let key = selected.map { entries[$0].key }
    defer {
      state.shownKey = key
      state.switchedFromChrome = false
    }
    guard asks, movesFocusAfterSwitch(to: selected, state: state) else { return }
    let targets = context.interactions.focusTargets
    guard start < targets.count else { return }
    context.interactions.focusRequest = targets[start...].filter(\.isEnabled).map(\.id)
  }

  /// ↑ on the content's first control, when the control does not take it (a button, a
  /// toggle; a list keeps its ↑), goes back to the tab bar, to the section row if one is
  /// shown: the way back from the bar's ↓.
  private func upToBar(state: TabViewState) -> KeyHandler {
    let node = context.node
    return KeyHandler(
      node: node, keys: [.upArrow], phases: [.down, .repeat],
      action: { [weak node] key in
        guard key.modifiers.isEmpty, let node, let first = state.firstContentTarget,
          node.graph.focusedNodeID == first
        else { return .ignored }
        state.focusesSectionRow = state.showsSectionRow
        node.graph.requestedFocusTarget = node.id
        node.graph.invalidate()
        return .handled
      }, layer: context.interactions.currentLayer)
  }

  /// When the new tab has no control to take focus, focus falls to the first enabled control
  /// of the layer, as the host would give it: the bar, if nothing before it can take focus.
  private func claimFocusForBar() {
    let targets = context.interactions.focusTargets
    guard let bar = targets.firstIndex(where: { $0.node === context.node }),
      targets[bar].isEnabled,
      !targets[..<bar].contains(where: { $0.isEnabled && $0.layer == targets[bar].layer })
    else { return }
    context.node.graph.claimFocus(for: context.node)
  }

  /// Whether showing `selected` is a switch that moves focus into the tab's content: one made
  /// anywhere but the focused chrome.
  private func movesFocusAfterSwitch(to selected: Int?, state: TabViewState) -> Bool {
    let key = selected.map { entries[$0].key }
    return state.shownKey != nil && key != state.shownKey && !state.switchedFromChrome
  }

  // MARK: Actions

  private func select(_ index: Int, state: TabViewState) {
    state.selectedKey = entries[index].key
    if let value = entries[index].value, let selection { selection.set(value) }
    context.node.graph.invalidate()
  }

  private func move(
    by offset: Int, stops: [Stop], current: Int?, wraps: Bool, state: TabViewState
  ) -> KeyPress.Result {
    guard !stops.isEmpty else { return .ignored }
    state.switchedFromChrome = true
    var target = (current ?? -1) + offset
    if wraps {
      target = (target % stops.count + stops.count) % stops.count
    } else {
      target = min(max(target, 0), stops.count - 1)
    }
    if target != current { select(tab(for: stops[target], state: state), state: state) }
    return .handled
  }

  private func jump(toLast last: Bool, stops: [Stop], state: TabViewState) -> KeyPress.Result {
    guard let stop = last ? stops.last : stops.first else { return .ignored }
    state.switchedFromChrome = true
    select(tab(for: stop, state: state), state: state)
    return .handled
  }

  // MARK: Chrome

  private func chrome(
    plan: TabViewPlan, presentation: Presentation, barItems items: [TabViewPlan.BarItem],
    stops: [Stop], current: Int?, selected: Int?, state: TabViewState
  ) -> TabViewElement.Chrome {
    let isFocused = context.isFocused
    // The bar or list comes first in Tab order, before views built into the sidebar.
    let insertionIndex = context.interactions.focusTargets.count
    let element: Element
    let chrome: TabViewElement.Chrome
    let handler: (KeyPress) -> KeyPress.Result
    var click: (@MainActor (Int, Int) -> Void)?
    switch presentation {
    case .tabBar:
      let currentItem = current.map { items[$0] }
      let sectionTabs = currentItem.flatMap { $0.sectionKey == nil ? nil : $0.tabs }
      if sectionTabs == nil { state.focusesSectionRow = false }
      state.showsSectionRow = sectionTabs != nil
      let bar = TabBarElement(
        items: state.barLabels(for: items).enumerated().map { position, label in
          var label = label
          label.isSelected = position == current
          return label
        },
        sectionItems: sectionTabs?.map { index in
          TabBarElement.Item(
            text: Self.label(
              glyph: entries[index].glyph, title: entries[index].title,
              badge: entries[index].badge),
            isSelected: index == selected)
        },
        isFocused: isFocused, focusesSectionRow: state.focusesSectionRow,
        tint: context.environment.tint.terminalColor)
      element = bar
      chrome = .top(bar)
      click = { column, row in
        guard let hit = bar.item(atX: bar.frame.x + column, y: bar.frame.y + row) else { return }
        if hit.sectionRow, let sectionTabs {
          select(sectionTabs[hit.index], state: state)
        } else if stops.indices.contains(hit.index) {
          state.focusesSectionRow = false
          select(tab(for: stops[hit.index], state: state), state: state)
        }
      }
      handler = { key in
        if state.focusesSectionRow, let sectionTabs {
          let sectionStops = sectionTabs.map { Stop(title: entries[$0].title, tabs: [$0]) }
          let position = selected.flatMap { sectionTabs.firstIndex(of: $0) }
          switch key.key {
          case .leftArrow:
            return move(by: -1, stops: sectionStops, current: position, wraps: false, state: state)
          case .rightArrow:
            return move(by: 1, stops: sectionStops, current: position, wraps: false, state: state)
          case .upArrow:
            state.focusesSectionRow = false
            context.node.graph.invalidate()
            return .handled
          default: break
          }
        }
        switch key.key {
        case .leftArrow:
          return move(by: -1, stops: stops, current: current, wraps: false, state: state)
        case .rightArrow:
          return move(by: 1, stops: stops, current: current, wraps: false, state: state)
        case .home: return jump(toLast: false, stops: stops, state: state)
        case .end: return jump(toLast: true, stops: stops, state: state)
        case .downArrow where sectionTabs != nil && !state.focusesSectionRow:
          state.focusesSectionRow = true
          context.node.graph.invalidate()
          return .handled
        case .downArrow:
          // Into the tab's content, to its first control, as Tab goes; a list there with
          // nothing chosen gets its first row, as from a search field.
          guard let first = state.firstContentTarget else { return .ignored }
          ListFocusEntry.enter(first, with: key, graph: context.node.graph)
          return .handled
        default: return .ignored
        }
      }
    case .sidebar:
      let (sidebar, scroll, tabLines) = sidebar(
        plan: plan, selected: selected, isFocused: isFocused,
        tint: context.environment.tint.terminalColor, state: state)
      element = sidebar
      chrome = .leading(sidebar, width: Self.sidebarWidth)
      click = { _, row in
        let y = sidebar.frame.y + row
        // Lines scrolled out of the sidebar's window lie under the header or the bottom bar.
        guard y >= scroll.frame.y, y < scroll.frame.maxY,
          let (lines, tabs) = tabLines.first(where: { $0.0.frame.y <= y && y < $0.0.frame.maxY }),
          tabs.indices.contains(y - lines.frame.y), let index = tabs[y - lines.frame.y]
        else { return }
        select(index, state: state)
      }
      handler = { key in
        switch key.key {
        case .upArrow: move(by: -1, stops: stops, current: current, wraps: false, state: state)
        case .downArrow: move(by: 1, stops: stops, current: current, wraps: false, state: state)
        case .home: jump(toLast: false, stops: stops, state: state)
        case .end: jump(toLast: true, stops: stops, state: state)
        default: .ignored
        }
      }
    case .page(let mode):
      let showsDots: Bool
      switch mode.kind {
      case .always: showsDots = true
      case .never: showsDots = false
      case .automatic: showsDots = stops.count > 1
      }
      let showsBackground: Bool
      switch settings.indexBackground.kind {
      case .always: showsBackground = true
      case .never: showsBackground = false
      case .automatic, .interactive: showsBackground = isFocused
      }
      let dots = PageIndexElement(
        count: stops.count, current: current ?? 0, showsBackground: showsBackground)
      element = dots
      chrome = showsDots ? .bottom(dots) : .none
      handler = { key in
        switch key.key {
        case .leftArrow, .pageUp:
          move(by: -1, stops: stops, current: current, wraps: false, state: state)
        case .rightArrow, .pageDown:
          move(by: 1, stops: stops, current: current, wraps: false, state: state)
        case .home: jump(toLast: false, stops: stops, state: state)
        case .end: jump(toLast: true, stops: stops, state: state)
        default: .ignored
        }
      }
    }
    var target = FocusTarget(
      node: context.node, isEnabled: context.environment.isEnabled, isTextInput: false,
      element: element,
      handleKey: { key in
        guard key.modifiers.isEmpty else { return .ignored }
        return handler(key)
      })
    target.click = click
    context.interactions.focusTargets.insert(target, at: insertionIndex)
    return chrome
  }

  /// A tab's title as the bar and sidebar show it.
  static func label(glyph: String, title: String, badge: String?) -> String {
    glyph + " " + title + (badge.map { " (\($0))" } ?? "")
  }

  /// The sidebar; the window its tabs, section actions and footer scroll in when they do not
  /// fit between the header and the bottom bar; and for each run of tab lines in it the tab each
  /// line shows (`nil` for a section header or a blank line), so a click finds its tab.
  ///
  /// The window keeps the selected tab in view (or the focused control among the section
  /// actions and the footer, while one has focus), moving only when that changes, as a list
  /// keeps its selected row in view.
  private func sidebar(
    plan: TabViewPlan, selected: Int?, isFocused: Bool, tint: TerminalColor, state: TabViewState
  ) -> (Element, ScrollElement, [(StyledLinesElement, [Int?])]) {
    var top: [Element] = []
    var pieces: [Element] = []
    var tabLines: [(StyledLinesElement, [Int?])] = []
    var lineTabs: [Int?] = []
    var selectedLine: StyledLinesElement?
    let settings = self.settings
    if let header = settings.sidebarHeader {
      top += buildChromeView(header, key: "tabs.sidebar.header")
    }
    let firstScrolledTarget = context.interactions.focusTargets.count
    var lines: [StyledLinesElement.Line] = []
    func flush() {
      guard !lines.isEmpty else { return }
      let element = StyledLinesElement(lines: lines, fillsWidth: true)
      pieces.append(element)
      tabLines.append((element, lineTabs))
      lines = []
      lineTabs = []
    }
    var headerStyle = CellStyle.plain
    headerStyle.attributes = [.bold, .dim]
    for row in plan.sidebarRows {
      switch row {
      case .tab(let index):
        let entry = entries[index]
        let isSelected = index == selected
        var style = CellStyle.plain
        if isSelected {
          style = SelectionHighlight.style(style, isFocused ? .focused : .inactive, tint: tint)
          style.attributes.insert(.bold)
          style.attributes.remove(.underline)
        }
        let text =
          (isSelected ? "▸ " : "  ")
          + Self.label(glyph: entry.glyph, title: entry.title, badge: entry.badge)
        // The selected tab's line is an element of its own, for the window to keep in view.
        if isSelected { flush() }
        lines.append(.init(segments: [(text, style)], fill: isSelected && isFocused ? style : nil))
        lineTabs.append(index)
        if isSelected {
          flush()
          selectedLine = tabLines.last?.0
        }
      case .header(_, let title):
        lines.append(.init(segments: [], fill: nil))
        lines.append(.init(segments: [(title.uppercased(), headerStyle)], fill: nil))
        lineTabs += [nil, nil]
      case .actions(let key):
        flush()
        if let actions = entries.first(where: { $0.section?.key == key })?.section?.actions {
          pieces += buildChromeView(actions, key: "tabs.sidebar.actions." + key)
        }
      }
    }
    flush()
    if let footer = settings.sidebarFooter {
      pieces.append(StyledLinesElement(lines: [.init(segments: [], fill: nil)], fillsWidth: true))
      pieces += buildChromeView(footer, key: "tabs.sidebar.footer")
    }
    StackAxisAssignment.assign(.vertical, to: pieces)
    let focusedNode = context.node.graph.focusedNodeID
    let focusedControl = context.interactions.focusTargets[firstScrolledTarget...].first {
      $0.id == focusedNode
    }
    // The selected tab is brought into view when it changes, not when focus merely comes
    // back to the list: a click on a tab line moves focus there before it is mapped to a line,
    // and scrolling then would put another tab under the pointer.
    var revealed: (id: Int, element: Element)?
    if let focusedControl {
      revealed = (focusedControl.id, focusedControl.element)
    } else if let selectedLine, let selected, selected != state.revealedSidebarTab {
      state.revealedSidebarTab = selected
      // Not a focus target's id: tab indices are counted down from -1.
      revealed = (-1 - selected, selectedLine)
    }
    let scroll = ScrollElement(
      content: StackElement(
        axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: pieces),
      axis: .vertical, showsIndicator: true, state: state.sidebarScroll, focused: revealed)
    // The wheel scrolls the tabs without changing the selection, as over a list.
    let sidebarScroll = state.sidebarScroll
    let invalidation = context.node.invalidation
    context.interactions.wheelTargets.append(
      WheelTarget(element: scroll, layer: context.interactions.currentLayer) { rows in
        guard sidebarScroll.scroll(by: rows) else { return false }
        invalidation.raise()
        return true
      })
    var bottom: [Element] = []
    if let bottomBar = settings.sidebarBottomBar {
      var ruleStyle = CellStyle.plain
      ruleStyle.foreground = Color.secondary.terminalColor
      bottom.append(
        StyledLinesElement(
          lines: [
            .init(
              segments: [(String(repeating: "─", count: Self.sidebarWidth), ruleStyle)], fill: nil)
          ],
          fillsWidth: false))
      bottom += buildChromeView(bottomBar, key: "tabs.sidebar.bottomBar")
    }
    let items = top + [scroll] + bottom
    StackAxisAssignment.assign(.vertical, to: items)
    return (
      StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: items),
      scroll, tabLines
    )
  }

  private func buildChromeView(_ view: any View, key: String) -> [Element] {
    buildOpened(view, key: key, placement: .sidebar)
  }

  private func buildOpened<V: View>(_ view: V, key: String, placement: TabBarPlacement)
    -> [Element]
  {
    context.build(view, key: .id(key)) { environment in
      environment.tabBarPlacement = placement
    }
  }

  // MARK: Content

  /// Builds the selected tab's content and keeps the other tabs' state without building them.
  /// With `keep` false nothing is built or registered.
  private func buildContents(selected: Int?, presentation: Presentation, keep: Bool) -> Element {
    let placement: TabBarPlacement
    switch presentation {
    case .tabBar: placement = .topBar
    case .sidebar: placement = .sidebar
    case .page: placement = .pageIndicator
    }
    var seen: [String: Int] = [:]
    var shown: [Element] = []
    let search = keep ? searchPlacement(selected: selected) : nil
    let searching = search?.request.isSearching()
    let screens = context.environment.screenNames
    for (index, entry) in entries.enumerated() {
      screens?.noteKnown(entry.title)
      let count = seen[entry.key, default: 0]
      seen[entry.key] = count + 1
      let key = count == 0 ? entry.key : entry.key + "#\(count + 1)"
      guard index == selected, keep else {
        if keep, context.environment.buildsEveryTab {
          // Listing the app's commands: every tab's controls count, none is shown.
          screens?.noteBuilt(entry.title)
          _ = buildTab(
            entry.content, key: key, title: entry.title, placement: placement, searching: searching)
          continue
        }
        // A hidden tab is not built: its nodes are kept as they are, so its state survives
        // without its body running on every update.
        context.node.child(.named(.tab(key))).keepSubtree()
        continue
      }
      screens?.noteShown(entry.title, layer: context.interactions.currentLayer)
      // The field heads the tab, in the Tab order too: built before the content, it is the
      // first control a switch to this tab focuses, ahead of a list of results.
      var field: [Element]?
      if let search, search.showsField(in: index) {
        field = search.request.makeField(
          BuildContext(
            node: context.node.child(.named(.search(key))), environment: context.environment))
      }
      var elements = buildTab(
        entry.content, key: key, title: entry.title, placement: placement, searching: searching)
      if let field {
        // The field heads the tab: the search tab fills the content area from the top, as a
        // search screen does, instead of being centred with its content.
        let column = StackElement(
          axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: field + elements)
        StackAxisAssignment.assign(.vertical, to: column.items)
        let fill = Cells.count(.infinity)
        elements = [
          FrameElement(child: column, maxWidth: fill, maxHeight: fill, alignment: .topLeading)
        ]
      }
      shown = elements
    }
    return shown.count == 1 ? shown[0] : StackElement(axis: .vertical, spacing: 0, items: shown)
  }

  /// Where a `.searchable` applied to this tab view puts its field: only in the first search
  /// tab when there is one, else above every tab, with the query cleared when the selected tab
  /// changes.
  private func searchPlacement(selected: Int?) -> SearchPlacement? {
    guard let request = context.environment.tabSearch else { return nil }
    request.consume()
    let searchTab = entries.firstIndex { $0.role == .search }
    let state = self.state
    if let searchTab {
      // Not `self`: the renderer's environment holds the request, and the cycle would keep
      // every update's request, renderer and tab entries alive.
      let key = entries[searchTab].key
      let value = entries[searchTab].value
      let selection = self.selection
      let graph = context.node.graph
      request.reveal = {
        state.selectedKey = key
        if let value, let selection { selection.set(value) }
        graph.invalidate()
      }
    } else if let selected {
      let key = entries[selected].key
      if let previous = state.lastSearchTabKey, previous != key { request.clear() }
      state.lastSearchTabKey = key
    }
    return SearchPlacement(request: request, searchTab: searchTab)
  }

  /// Builds a tab's content; `searching` is set when this tab view placed a search field.
  private func buildTab<V: View>(
    _ view: V, key: String, title: String, placement: TabBarPlacement, searching: Bool?
  ) -> [Element] {
    let showsSections = placement == .topBar
    return context.build(view, key: .named(.tab(key))) { environment in
      if !title.isEmpty { environment.screenName = title }
      environment.tabBarPlacement = placement
      environment.isTabBarShowingSections = showsSections
      environment.resetTabViewSettings()
      environment.tabSearch = nil
      if let searching { environment.isSearching = searching }
    }
  }

  // MARK: Commands

  private func registerCommands(
    plan: TabViewPlan, stops: [Stop], current: Int?, state: TabViewState,
    presentation: Presentation
  ) {
    let record = context.interactions
    let invalidate = { [graph = context.node.graph] in graph.invalidate() }
    if settings.style == .sidebarAdaptable,
      (context.environment.horizontalSizeClass ?? .regular) == .regular
    {
      record.sidebarToggle = SidebarToggle(
        isVisible: presentation == .sidebar,
        toggle: {
          state.sidebarHidden.toggle()
          invalidate()
        })
    }
    var entries: [MenuEntry] = []
    var actions: [CommandID: @MainActor () -> Void] = [:]
    let prefix = "tabview.\(context.node.id)."
    if settings.keyboardShortcuts {
      // ⌘1…⌘9 keep their tabs while a revealed stop comes and goes; next and previous go
      // from where the bar shows the selection.
      let numbered = stops.filter { !$0.isRevealed }
      for (shortcut, title, action) in TabShortcuts.commands(
        stops: numbered.map(\.title), current: current)
      {
        let stopsCopy = stops
        let run: @MainActor () -> Void = {
          let target: Stop
          switch action {
          case .select(let position): target = numbered[position]
          case .next: target = stopsCopy[((current ?? -1) + 1) % stopsCopy.count]
          case .previous:
            target = stopsCopy[((current ?? 0) - 1 + stopsCopy.count) % stopsCopy.count]
          }
          select(tab(for: target, state: state), state: state)
        }
        let id = CommandID(prefix + action.name)
        if context.environment.menuBarTakesViewCommands {
          entries.append(
            .command(
              Command(id: id, title: title, keys: KeySequence(shortcut.shortcut)), checked: nil))
          actions[id] = run
        } else {
          record.shortcutTargets.append(
            ShortcutTarget(
              node: context.node, shortcut: shortcut, title: title, isEnabled: true, action: run))
        }
      }
    }
    if presentation == .tabBar, context.environment.menuBarTakesViewCommands {
      // Tabs the bar leaves out stay reachable from the View menu (and so the palette).
      for group in plan.tabsBesideTheBar {
        var items: [MenuEntry] = []
        for index in group.tabs {
          let tab = self.entries[index]
          let id = CommandID(prefix + "show." + tab.key)
          items.append(.command(Command(id: id, title: tab.title), checked: nil))
          actions[id] = { select(index, state: state) }
        }
        if let title = group.section {
          entries.append(.submenu(MenuSubmenu(title: title, entries: items)))
        } else {
          entries += items
        }
      }
    }
    if settings.customization != nil, context.environment.menuBarTakesViewCommands {
      let id = CommandID(prefix + "customize")
      entries.append(.command(Command(id: id, title: "Customize Tabs…"), checked: nil))
      let node = context.node
      actions[id] = {
        state.isCustomizing = true
        state.customizeCursor = 0
        node.graph.focusedNodeID = node.id
        invalidate()
      }
    }
    guard !entries.isEmpty else { return }
    record.contributedCommands.append(
      ContributedCommands(
        edit: MenuGroupEdit(
          .before, CommandGroupPlacement.sidebar.slot,
          entries: [.separator] + entries + [.separator]),
        actions: actions))
  }

  // MARK: Customize Tabs…

  private func customizeScreen(plan: TabViewPlan, state: TabViewState) -> Element {
    // Keep every tab's state while the screen is up, with none of their keys.
    _ = buildContents(selected: nil, presentation: .tabBar, keep: false)
    // The search field belongs to the search tab, not above this screen.
    context.environment.tabSearch?.consume()
    let rows = plan.customizeRows
    state.customizeCursor = min(max(0, state.customizeCursor), max(0, rows.count - 1))
    let cursor = state.customizeCursor
    let screen = CustomizeTabsScreen(rows: rows, cursor: cursor, warnings: plan.warnings)
    let element = screen.element(window: state.customizeWindow)
    guard let binding = settings.customization else { return element }
    let page = state.customizeWindow
    let invalidate = { [graph = context.node.graph] in graph.invalidate() }
    context.interactions.focusTargets.append(
      FocusTarget(
        node: context.node, isEnabled: true, isTextInput: false, element: element,
        handleKey: { key in
          let moving = key.modifiers == .shift || key.modifiers == .option
          switch (key.key, key.modifiers.isEmpty, moving) {
          case (.upArrow, _, true), (.downArrow, _, true):
            let offset = key.key == .upArrow ? -1 : 1
            let changed = plan.moving(row: cursor, by: offset)
            if changed != binding.wrappedValue {
              binding.wrappedValue = changed
              let id = rows[cursor].id
              let moved = TabViewPlan(entries: entries, customization: changed, checksIDs: true)
              state.customizeCursor = moved.customizeRows.firstIndex { $0.id == id } ?? cursor
            }
          case (.upArrow, true, _): state.customizeCursor = max(0, cursor - 1)
          case (.downArrow, true, _): state.customizeCursor = min(rows.count - 1, cursor + 1)
          case (.home, true, _): state.customizeCursor = 0
          case (.end, true, _): state.customizeCursor = max(0, rows.count - 1)
          case (.pageUp, true, _): state.customizeCursor = max(0, cursor - max(1, page.shown))
          case (.pageDown, true, _):
            state.customizeCursor = min(max(0, rows.count - 1), cursor + max(1, page.shown))
          case (.space, true, _):
            binding.wrappedValue = plan.togglingVisibility(row: cursor)
          case (KeyEquivalent("r"), true, _):
            var reset = binding.wrappedValue
            reset.resetVisibility()
            reset.resetSectionOrder()
            binding.wrappedValue = reset
          case (.return, true, _), (.escape, true, _):
            state.isCustomizing = false
            page.row = 0
          default:
            return .ignored
          }
          invalidate()
          return .handled
        }))
    return element
  }
}

/// Where a tab view shows the search field of a `.searchable` applied to it.
@MainActor
struct SearchPlacement {
  let request: TabSearchRequest
  /// The first `Tab(role: .search)`, if any.
  let searchTab: Int?

  /// Whether the tab at `index` shows the field.
  func showsField(in index: Int) -> Bool { searchTab.map { $0 == index } ?? true }
}
