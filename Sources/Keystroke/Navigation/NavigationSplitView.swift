import KeystrokeCore
import KeystrokeTerminal

/// Two or three columns: a sidebar, an optional content column and a detail.
///
/// In a regular-width window the columns stand side by side, separated by a line; View ›
/// Show/Hide Sidebar (⌃⌘S) hides and shows the sidebar. In a compact window (below 100
/// columns) one column shows at a time, like a navigation stack: Return or → in a column goes
/// to the next (so does a click on a row of a list in it), Escape, ⌘[ or ← goes back. The
/// shown compact column is `preferredCompactColumn` when bound, so an app can return to its
/// list from code.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  /// A three-column split view.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    columnVisibility = nil
    preferredCompactColumn = nil
  }

  /// A three-column split view with bound column visibility.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = columnVisibility
    preferredCompactColumn = nil
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    columnVisibility = nil
    preferredCompactColumn = nil
  }

  /// A two-column split view with bound column visibility.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    self.columnVisibility = columnVisibility
    preferredCompactColumn = nil
  }

  /// A two-column split view with bound visibility and the column shown when compact.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
  }
}

extension NavigationSplitView: View {}

/// A split view's own state when the app binds none.
final class SplitState {
  var visibility = NavigationSplitViewVisibility.automatic
  var compactColumn = NavigationSplitViewColumn.sidebar
  /// The view that had focus in each column (by index) when it stopped being shown, for when
  /// it is shown again with focus nowhere.
  var focusInHidden: [Int: WeakViewNode] = [:]
  init() {}
}

extension NavigationSplitView: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    let state = context.node.kept { SplitState() }
    let invalidation = context.node.graph.invalidation
    let visibility =
      columnVisibility
      ?? Binding(
        get: { state.visibility },
        set: {
          state.visibility = $0
          invalidation.raise()
        })
    let compactColumn =
      preferredCompactColumn
      ?? Binding(
        get: { state.compactColumn },
        set: {
          state.compactColumn = $0
          invalidation.raise()
        })
    let columns: [(NavigationSplitViewColumn, any View)] =
      [(.sidebar, sidebar)] + (content.map { [(.content, $0)] } ?? []) + [(.detail, detail)]
    let isCompact = context.environment.horizontalSizeClass == .compact
    let record = context.interactions
    let sidebarShown =
      isCompact
      ? compactColumn.wrappedValue == .sidebar : visibility.wrappedValue.kind != .detailOnly
    record.sidebarToggle = SidebarToggle(
      isVisible: sidebarShown,
      toggle: {
        if isCompact {
          compactColumn.wrappedValue = sidebarShown ? .detail : .sidebar
        } else {
          visibility.wrappedValue = sidebarShown ? .detailOnly : .all
        }
      })
    if isCompact {
      return compact(columns: columns, shown: compactColumn, state: state, context: context)
    }
    var shown = columns
    switch visibility.wrappedValue.kind {
    case .detailOnly: shown = [columns[columns.count - 1]]
    case .doubleColumn: shown = Array(columns.suffix(2))
    case .all, .automatic: break
    }
    let shownColumns = shown.map(\.0)
    let claims = followFocus(context: context, state: state, columns: columns, shown: shownColumns)
    defer { if claims { context.node.graph.disarmFocusClaim() } }
    keep(hidden: columns.map(\.0).filter { !shownColumns.contains($0) }, context: context)
    var items: [Element] = []
    for (index, column) in shown.enumerated() {
      let built = context.buildExistential(column.1, key: .index(column.0.index))
      let element =
        built.count == 1 ? built[0] : StackElement(axis: .vertical, spacing: 0, items: built)
      items.append(element)
      if index < shown.count - 1 { items.append(ColumnRuleElement()) }
    }
    if claims { context.node.graph.leaveFocusIfUnclaimed() }
    return [SplitColumnsElement(items: items, hasMiddle: shown.count == 3)]
  }

  /// Arms a focus claim when focus is in a column this build no longer shows (the sidebar
  /// hidden, a compact window moving to the next column or back), so the first enabled
  /// control of the columns shown takes focus as they are built (see
  /// ``ViewGraph/followFocus(intoReplacementOf:reachingKeptControls:stayingInLayer:)``),
  /// instead of focus falling to the window's first control in a second pass. The view that
  /// had focus is remembered for its column; when that column is shown again (going back from
  /// the detail, or with focus nowhere because the column shown meanwhile had nothing to
  /// focus), focus goes back to it as the column is built, as a navigation stack gives it back
  /// to its root: back in a compact window's list, the chosen row is highlighted again.
  ///
  /// - Returns: Whether a claim was armed; the caller disarms it once the columns are built.
  @MainActor
  private func followFocus(
    context: BuildContext, state: SplitState,
    columns: [(NavigationSplitViewColumn, any View)], shown: [NavigationSplitViewColumn]
  ) -> Bool {
    let graph = context.node.graph
    // What a shown column remembered is used now or never: focus elsewhere makes it stale.
    defer { for column in shown { state.focusInHidden[column.index] = nil } }
    let node = context.node
    if let focused = graph.focusedChild(of: node) {
      guard
        let column = columns.first(where: { node.existingChild(.index($0.0.index)) === focused }),
        !shown.contains(column.0)
      else { return false }
      // Going back to a column focus left (a compact window's list, shown again by Escape),
      // focus returns to the view that had it there, as a stack's root gets it back.
      let remembered = state.focusInHidden
      // Only the last place focus left counts: older ones are stale.
      state.focusInHidden = [:]
      state.focusInHidden[column.0.index] = WeakViewNode(graph.focusedView(inside: focused))
      for shownColumn in shown {
        if let shownNode = node.existingChild(.index(shownColumn.index)),
          graph.giveFocusBack(to: remembered[shownColumn.index], inside: shownNode)
        {
          return false
        }
      }
      return graph.followFocus(intoReplacementOf: focused, reachingKeptControls: true)
    }
    guard graph.focusedNodeID == nil, graph.focusTakenBeforeBuild == nil,
      !graph.focusLeftForOpeningLayer
    else { return false }
    for column in shown {
      if let shownNode = node.existingChild(.index(column.index)),
        graph.giveFocusBack(to: state.focusInHidden[column.index], inside: shownNode)
      {
        break
      }
    }
    return false
  }

  /// Keeps the `hidden` columns, built before and not shown by this build (a hidden sidebar,
  /// the columns a compact window moved on from), as they are, without building them, so
  /// their state is there when they are shown again, as a hidden tab's is.
  @MainActor
  private func keep(hidden: [NavigationSplitViewColumn], context: BuildContext) {
    for column in hidden { context.node.existingChild(.index(column.index))?.keepSubtree() }
  }

  /// One column at a time, moved through like a stack.
  @MainActor
  private func compact(
    columns: [(NavigationSplitViewColumn, any View)], shown: Binding<NavigationSplitViewColumn>,
    state: SplitState, context: BuildContext
  ) -> [Element] {
    let position = columns.firstIndex { $0.0 == shown.wrappedValue } ?? 0
    let column = columns[position]
    let record = context.interactions
    let targetsBefore = record.focusTargets.count
    let claims = followFocus(context: context, state: state, columns: columns, shown: [column.0])
    defer { if claims { context.node.graph.disarmFocusClaim() } }
    // As in a stack: the columns before the one shown stay, those after it are let go.
    keep(hidden: columns[..<position].map(\.0), context: context)
    let elements = context.buildExistential(column.1, key: .index(column.0.index))
    // Nothing to focus in the column shown (a detail with no goal chosen): focus leaves the
    // column kept hidden rather than staying on a view that is not drawn.
    if claims { context.node.graph.leaveFocusIfUnclaimed() }
    if position < columns.count - 1 {
      // A click on a list row goes on to the next column, as a tap does on a phone.
      let next = columns[position + 1].0
      for index in targetsBefore..<record.focusTargets.count {
        guard let rows = record.focusTargets[index].element as? LazyListElement,
          let click = record.focusTargets[index].click
        else { continue }
        record.focusTargets[index].click = { column, row in
          click(column, row)
          if rows.entry(atRow: rows.frame.y + row) != nil { shown.wrappedValue = next }
        }
      }
    }
    if position > 0 {
      let back = columns[position - 1].0
      record.shortcutTargets.append(
        ShortcutTarget(
          node: context.node, shortcut: KeyboardShortcut("[", modifiers: .command), title: "Back",
          isEnabled: true, action: { shown.wrappedValue = back }))
      record.shortcutTargets.append(
        ShortcutTarget(
          node: context.node, shortcut: .cancelAction, title: "Back", isEnabled: true,
          action: { shown.wrappedValue = back }))
    }
    if position < columns.count - 1 {
      let next = columns[position + 1].0
      let graph = context.node.graph
      record.keyHandlers.append(
        KeyHandler(
          node: context.node, keys: [.return, .rightArrow], phases: .down,
          action: { [weak graph] key in
            guard key.modifiers.isEmpty else { return .ignored }
            // Return in a text field (a search field above the list) is the field's, left for
            // text entry: it does not move on to a column nothing was chosen for.
            if key.key == .return, let graph,
              graph.interactions.focusTarget(id: graph.focusedNodeID)?.isTextInput == true
            {
              return .ignored
            }
            shown.wrappedValue = next
            return .handled
          }))
    }
    if position > 0 {
      let back = columns[position - 1].0
      record.keyHandlers.append(
        KeyHandler(
          node: context.node, keys: [.leftArrow], phases: .down,
          action: { key in
            guard key.modifiers.isEmpty else { return .ignored }
            shown.wrappedValue = back
            return .handled
          }))
    }
    return elements
  }
}

/// A thin vertical line between columns.
@MainActor
final class ColumnRuleElement: Element {
  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: 1, height: proposal.height ?? 1)
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    let visible = frame.intersection(clip)
    guard visible.width > 0 else { return }
    var style = CellStyle.plain
    style.foreground = Color.secondary.terminalColor
    for row in visible.y..<visible.maxY { screen.write("│", x: frame.x, y: row, style: style) }
  }
}

/// Columns side by side: the sidebar a quarter of the width (20 to 32 cells), a middle column
/// a third, the detail the rest.
@MainActor
final class SplitColumnsElement: Element {
  let items: [Element]
  let hasMiddle: Bool

  init(items: [Element], hasMiddle: Bool) {
    self.items = items
    self.hasMiddle = hasMiddle
  }

  override var children: [Element] { items }

  override func measure(_ proposal: SizeProposal) -> CellSize {
    CellSize(width: proposal.width ?? 100, height: proposal.height ?? 24)
  }

  override func expands(along axis: Axis) -> Bool { true }

  override func place(in rect: CellRect) {
    frame = rect
    let columns = items.filter { !($0 is ColumnRuleElement) }
    var widths: [Int] = []
    let rules = items.count - columns.count
    let available = max(0, rect.width - rules)
    switch columns.count {
    case 1: widths = [available]
    case 2:
      let sidebar = min(32, max(20, available / 4))
      widths = [sidebar, max(0, available - sidebar)]
    default:
      let sidebar = min(32, max(20, available / 4))
      let middle = max(20, available / 3)
      widths = [sidebar, middle, max(0, available - sidebar - middle)]
    }
    var x = rect.x
    var columnIndex = 0
    for item in items {
      if item is ColumnRuleElement {
        item.place(in: CellRect(x: x, y: rect.y, width: 1, height: rect.height))
        x += 1
      } else {
        let width = widths[min(columnIndex, widths.count - 1)]
        item.place(in: CellRect(x: x, y: rect.y, width: width, height: rect.height))
        x += width
        columnIndex += 1
      }
    }
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    for item in items { item.draw(into: &screen, clip: clip.intersection(item.frame)) }
  }
}
