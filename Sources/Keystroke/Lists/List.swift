/// A scrolling column of rows, optionally with sections and a selection.
///
/// Only the rows near the visible window are built on each update, so a list over a large
/// random-access collection costs what its window costs. With a selection binding the list takes
/// focus: ↑/↓, Home/End and PageUp/PageDown move the selection, which is drawn reversed and kept
/// in view. With a set of selections ↑/↓ move a cursor (`▸`), Space toggles the cursor's row and
/// Shift+↑/↓ extend the selection from where the range started.
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content
  let selection: ListSelection<SelectionValue>

  /// Creates a list with single selection.
  nonisolated public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { .single($0) } ?? .none
  }

  /// Creates a list with multiple selection.
  nonisolated public init(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { .multiple($0) } ?? .none
  }

  /// A primitive view's body is never evaluated.
  public var body: Never { primitiveBody(Self.self) }
}

/// How a list's selection is bound.
enum ListSelection<Value: Hashable> {
  /// No selection.
  case none
  /// At most one row.
  case single(Binding<Value?>)
  /// Any set of rows.
  case multiple(Binding<Set<Value>>)
}

extension List where SelectionValue == Never {
  /// Creates a list without selection.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    selection = .none
  }

  /// Creates a list without selection over identifiable data.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
    selection = .none
  }

  /// Creates a list without selection over a bound collection identified by a key path on
  /// the elements' values, each row given a binding to its element.
  nonisolated public init<C, ID, RowContent>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<C>, ID, RowContent>, C: MutableCollection,
    C: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    content = ForEach(data, id: id, content: rowContent)
    selection = .none
  }

  /// Creates a list without selection over data identified by a key path.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    content = ForEach(data, id: id, content: rowContent)
    selection = .none
  }

  /// Creates a list without selection over a range of integers.
  nonisolated public init<RowContent>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    content = ForEach(data, content: rowContent)
    selection = .none
  }
}

extension List {
  /// Creates a list with single selection over identifiable data.
  nonisolated public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list with multiple selection over identifiable data.
  nonisolated public init<Data, RowContent>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list with single selection over data identified by a key path.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with multiple selection over data identified by a key path.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

/// The identity of a list row's state: its segment and its identity within the segment.
struct ListRowKey: Hashable {
  let segment: Int
  let identity: AnyHashable
}

extension List: PrimitiveView {
  func makeElements(in context: BuildContext) -> [Element] {
    var context = context
    EditModeBox.provide(in: &context.environment, node: context.node)
    context.environment.selectableListRowType =
      SelectionValue.self == Never.self ? nil : ObjectIdentifier(SelectionValue.self)
    let isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
    let state: ListState
    if let stored = context.node.memory(ListState.self) {
      state = stored
    } else {
      state = ListState()
      context.node.keep(state)
    }
    // The first scroll view or list built under an `.onScrollPhaseChange` reports to it; the
    // rows inside do not see it.
    let generation = context.node.graph.generation
    let phaseWatch = context.environment.scrollPhaseWatch.flatMap { watch in
      watch.claimedIn == generation ? nil : watch
    }
    if let phaseWatch {
      phaseWatch.claimedIn = generation
      context.environment.scrollPhaseWatch = nil
    }
    let entries = ListEntries(
      RowSegments.of(content, mergingSections: true),
      accepting: SelectionValue.self == Never.self ? nil : { $0.base is SelectionValue })
    let rows = RowSelection(selection: selection, entries: entries, state: state)
    rows.syncCursor()
    let selected = rows.selected
    let interactions = context.interactions
    let targetsBefore = interactions.focusTargets.count
    let element = context.makeLazyList(
      entries: entries, state: state, selected: selected, isMultiple: rows.isMultiple,
      isEditing: isEditing)
    element.hidesBar = context.environment.hidesScrollBar(along: .vertical)
    let rowsHaveTargets = interactions.hasFocusTargets(registeredSince: targetsBefore)
    // Scrolling and selecting change only what this list draws; deleting and moving run the
    // app's handlers, which may change anything, so they update every view.
    let invalidation = context.node.invalidation
    let everything = context.node.graph.invalidation
    if let phaseWatch {
      element.phaseWatch = phaseWatch
      element.invalidate = { invalidation.raise() }
    }
    context.environment.scrollTargets?.recordList(update: context.node.graph.generation) {
      id, anchor in
      guard let entry = entries.entry(identifiedBy: id) else { return false }
      state.top = ScrollTargetRegistry.listTop(
        entry: entry, viewport: state.viewport, current: state.top,
        anchor: anchor.map { Double($0.y) })
      state.phases.pending = .animating
      invalidation.raise()
      return true
    }
    let isEnabled = context.environment.isEnabled
    interactions.wheelTargets.append(
      rows.wheelTarget(
        for: element, layer: interactions.currentLayer, invalidation: invalidation))
    if case .none = selection {
      if rowsHaveTargets {
        interactions.keyHandlers.append(
          KeyHandler(
            node: context.node, keys: [.pageUp, .pageDown, .home, .end], phases: [.down, .repeat],
            action: { key in
              guard ListKeys.scroll(key, entries: entries, state: state) else { return .ignored }
              state.phases.pending = .interacting
              invalidation.raise()
              return .handled
            }))
        return [element]
      }
    }
    let selection = self.selection
    if case .none = selection { element.drawsCursorWithoutSelection = true }
    let menu = context.environment.selectionMenu
    menu?.selection = currentSelection()
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled else { return .ignored }
        if RowActionKeys.open(key, in: element) { return .handled }
        if key.key == .return, key.modifiers.isEmpty, let action = menu?.primaryAction {
          // A selection context menu's primary action: the keyboard's double click.
          action(Self.selection(selection))
          return .handled
        }
        let handled: Bool
        if let edited = Self.edit(key, selection: selection, in: element) {
          if edited { everything.raise() }
          handled = edited
        } else if case .none = selection, RowActionKeys.needsCursor(element) {
          // Rows with swipe actions, or that can be deleted or moved, need a row to act on:
          // the arrows move a cursor, drawn on the top row until it first moves.
          state.cursor = element.cursorRow
          handled = ListKeys.moveSingle(key, entries: entries, state: state) { _ in }
        } else {
          handled = rows.move(key)
        }
        guard handled else { return .ignored }
        // Reported as a scroll only if the window moves (see `LazyListElement`).
        state.phases.pending = .interacting
        invalidation.raise()
        return .handled
      })
    target.click = rows.click(
      rows: element, in: element, isEnabled: isEnabled, invalidation: invalidation)
    interactions.focusTargets.append(target)
    return [element]
  }

  /// Deletes or moves rows for Delete and ⌥↑/⌥↓; `nil` for other keys, else whether the key
  /// was used.
  @MainActor
  private static func edit(
    _ key: KeyPress, selection: ListSelection<SelectionValue>, in list: LazyListElement
  ) -> Bool? {
    let entries = list.entries
    let state = list.state
    if case .none = selection, state.cursor == nil, ListEditKeys.moveStep(key) != nil,
      RowActionKeys.needsCursor(list)
    {
      // Without a selection the cursor is drawn on the top row until it first moves.
      state.cursor = list.cursorRow
    }
    if ListEditKeys.isDelete(key) {
      switch selection {
      case .none:
        guard let cursor = list.cursorRow,
          let value = entries.selectionValue(cursor),
          ListEditKeys.delete(selected: [value], entries: entries) != nil
        else { return nil }
        // The next row takes the deleted row's place under the cursor; the last row's
        // predecessor when it was the last.
        state.cursor = cursor < entries.count - 1 ? cursor : max(cursor - 1, 0)
        if entries.count == 1 { state.cursor = nil }
      case .single(let binding):
        guard let value = binding.wrappedValue,
          let next = ListEditKeys.delete(selected: [AnyHashable(value)], entries: entries)
        else { return false }
        binding.wrappedValue = next?.base as? SelectionValue
      case .multiple(let binding):
        let selected = Set(binding.wrappedValue.map { AnyHashable($0) })
        guard ListEditKeys.delete(selected: selected, entries: entries) != nil else {
          return false
        }
        binding.wrappedValue = []
      }
      return true
    }
    guard let step = ListEditKeys.moveStep(key), let cursor = state.cursor else { return nil }
    guard let landed = ListEditKeys.move(cursor, step: step, entries: entries) else {
      return false
    }
    state.cursor = landed
    state.reveal(landed)
    return true
  }

  /// The selected values, type-erased.
  private func currentSelection() -> Set<AnyHashable> { Self.selection(selection) }

  /// The values `selection` holds, type-erased.
  private static func selection(_ selection: ListSelection<SelectionValue>) -> Set<AnyHashable> {
    switch selection {
    case .none: return []
    case .single(let binding): return binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    case .multiple(let binding): return Set(binding.wrappedValue.map { AnyHashable($0) })
    }
  }
}

extension List: View {}
