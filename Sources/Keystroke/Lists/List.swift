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
    EditModeBox.provide(in: &context.environment, node: context.node, key: "editMode")
    let isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
    let state: ListState
    if let stored = context.node.storage["list"] as? ListState {
      state = stored
    } else {
      state = ListState()
      context.node.storage["list"] = state
    }
    let entries = ListEntries(RowSegments.of(content, mergingSections: true))
    let selected = currentSelection()
    let isMultiple: Bool
    switch selection {
    case .none: isMultiple = false
    case .single:
      isMultiple = false
      if let value = selected.first {
        state.cursor = entries.entry(for: value, hint: state.cursor)
      } else {
        state.cursor = nil
      }
    case .multiple:
      isMultiple = true
      if let cursor = state.cursor, cursor >= entries.count {
        state.cursor = entries.count > 0 ? entries.count - 1 : nil
      }
    }
    let buildEntry: @MainActor (Int) -> Element = { entry in
      let (segment, local) = entries.locate(entry)
      let row = entries.segments[segment]
      let key = ChildKey.row(segment: segment, identity: row.identity(local))
      let built = context.build(row.view(local), key: key)
      return built.count == 1
        ? built[0]
        : StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 0, items: built)
    }
    let interactions = context.interactions
    let targetsBefore = interactions.focusTargets.count
    context.node.graph.lazyContentBuilt += 1
    let element = LazyListElement(
      entries: entries, state: state, selected: selected, isMultiple: isMultiple,
      isFocused: context.isFocused, isEditing: isEditing,
      tint: context.environment.tint.terminalColor, buildEntry: buildEntry)
    element.prebuild()
    let rowsHaveTargets = interactions.focusTargets.count > targetsBefore
    // Scrolling and selecting change only what this list draws; deleting and moving run the
    // app's handlers, which may change anything, so they update every view.
    let invalidation = context.node.invalidation
    let everything = context.node.graph.invalidation
    context.environment.scrollTargets?.recordList(update: context.node.graph.generation) {
      id, anchor in
      guard let entry = entries.entry(for: id, hint: nil) else { return false }
      state.top = ScrollTargetRegistry.listTop(
        entry: entry, viewport: state.viewport, current: state.top,
        anchor: anchor.map { Double($0.y) })
      invalidation.raise()
      return true
    }
    let isEnabled = context.environment.isEnabled
    interactions.wheelTargets.append(
      WheelTarget(element: element, layer: interactions.currentLayer) { rows in
        guard ListKeys.scroll(by: rows, entries: entries, state: state) else { return false }
        invalidation.raise()
        return true
      })
    if case .none = selection {
      if rowsHaveTargets {
        interactions.keyHandlers.append(
          KeyHandler(
            node: context.node, keys: [.pageUp, .pageDown, .home, .end], phases: [.down, .repeat],
            action: { key in
              guard ListKeys.scroll(key, entries: entries, state: state) else { return .ignored }
              invalidation.raise()
              return .handled
            }))
        return [element]
      }
    }
    let selection = self.selection
    var target = FocusTarget(
      node: context.node, isEnabled: isEnabled, isTextInput: false, element: element,
      handleKey: { key in
        guard isEnabled else { return .ignored }
        let handled: Bool
        if let edited = Self.edit(key, selection: selection, entries: entries, state: state) {
          if edited { everything.raise() }
          handled = edited
        } else {
          switch selection {
          case .none:
            handled = ListKeys.scroll(key, entries: entries, state: state)
          case .single(let binding):
            handled = ListKeys.moveSingle(key, entries: entries, state: state) { value in
              binding.wrappedValue = value.base as? SelectionValue
            }
          case .multiple(let binding):
            handled = ListKeys.moveMultiple(
              key, entries: entries, state: state,
              selection: Set(binding.wrappedValue.map { AnyHashable($0) })
            ) { values in
              binding.wrappedValue = Set(values.compactMap { $0.base as? SelectionValue })
            }
          }
        }
        guard handled else { return .ignored }
        invalidation.raise()
        return .handled
      })
    target.click = { _, row in
      guard isEnabled, let entry = element.entry(atRow: element.frame.y + row) else { return }
      guard Self.select(entry, selection: selection, entries: entries, state: state) else { return }
      invalidation.raise()
    }
    interactions.focusTargets.append(target)
    return [element]
  }

  /// Selects the entry a click landed on (the only selected row, in multiple selection too),
  /// and puts the keyboard cursor there; returns whether it was a selectable row.
  @MainActor
  private static func select(
    _ entry: Int, selection: ListSelection<SelectionValue>, entries: ListEntries,
    state: ListState
  ) -> Bool {
    guard let value = entries.selectionValue(entry) else { return false }
    state.cursor = entry
    state.anchor = nil
    switch selection {
    case .none: return false
    case .single(let binding): binding.wrappedValue = value.base as? SelectionValue
    case .multiple(let binding):
      binding.wrappedValue = Set([value.base as? SelectionValue].compactMap { $0 })
    }
    return true
  }

  /// Deletes or moves rows for Delete and ⌥↑/⌥↓; `nil` for other keys, else whether the key
  /// was used.
  @MainActor
  private static func edit(
    _ key: KeyPress, selection: ListSelection<SelectionValue>, entries: ListEntries,
    state: ListState
  ) -> Bool? {
    if ListEditKeys.isDelete(key) {
      switch selection {
      case .none: return nil
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
  private func currentSelection() -> Set<AnyHashable> {
    switch selection {
    case .none: return []
    case .single(let binding): return binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    case .multiple(let binding): return Set(binding.wrappedValue.map { AnyHashable($0) })
    }
  }
}

extension List: View {}
