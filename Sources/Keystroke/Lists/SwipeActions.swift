extension View {
  /// Adds actions to a list row that a touch screen reveals by swiping it. A terminal cannot
  /// swipe: with the list focused and this row under the cursor, Shift+F10 opens the row's
  /// actions as a menu under it (as a context menu opens), leading-edge actions first. A row
  /// may have several groups (one per edge); each is a section of the menu.
  ///
  /// `allowsFullSwipe` has no effect: there is no swipe to carry through. Outside a list the
  /// actions open only while focus is on a control inside the row.
  public consuming func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(SwipeActionsModifier(edge: edge, actions: content()))
  }
}

/// Gives a row its swipe actions: a menu under the row, opened by the list (or by Shift+F10
/// inside the row), holding this modifier's actions and those of the modifiers nearer the row.
struct SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
  let edge: HorizontalEdge
  let actions: Actions

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let built = context.build(content, key: .index(0))
    // A modifier nearer the row already gathered its actions on the row's element; the
    // outermost modifier's menu holds them all.
    var inner = built.first.flatMap { $0.trait(RowActions.traitKey) as? RowActions }
    if let stored = inner, stored.owner == context.node.id { inner = stored.inner() }
    let all = (inner?.groups ?? []) + [RowActions.Group(edge: edge, items: AnyView(actions))]
    let groups = all.filter { $0.edge == .leading } + all.filter { $0.edge == .trailing }
    let menu = ContextMenuModifier(menuItems: RowActionsMenu(groups: groups.map(\.items)))
    let elements = menu.attach(to: built, in: context)
    guard let state = context.node.memory(ContextMenuState.self) else { return elements }
    let graph = context.node.graph
    let isEnabled = context.environment.isEnabled
    let open: @MainActor () -> Bool = { [weak state] in
      guard isEnabled, let state, !state.isOpen else { return false }
      ContextMenuModifier<RowActionsMenu>.open(state, graph: graph)
      return true
    }
    let actions = RowActions(
      groups: groups, owner: context.node.id, inner: { inner }, open: open)
    elements.first?.setTrait(actions, for: RowActions.traitKey)
    return elements
  }
}
