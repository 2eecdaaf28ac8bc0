/// How a list or a table of rows answers the keyboard, a click and the wheel, in one place so
/// that ``List`` and ``Table`` behave alike.
///
/// Keys move the selection (or only scroll, without one); a click selects the clicked row (the
/// only selected row, in multiple selection too) and puts the keyboard cursor there; a wheel
/// step scrolls the rows without moving the selection.
@MainActor
struct RowSelection<Value: Hashable> {
  /// The binding the rows select through, if any.
  let selection: ListSelection<Value>
  /// The rows.
  let entries: ListEntries
  /// The cursor and scroll position.
  let state: ListState

  /// The selected values, type-erased.
  var selected: Set<AnyHashable> {
    switch selection {
    case .none: return []
    case .single(let binding): return binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    case .multiple(let binding): return Set(binding.wrappedValue.map { AnyHashable($0) })
    }
  }

  /// Whether a row can be selected at all.
  var isSelectable: Bool {
    if case .none = selection { return false }
    return true
  }

  /// Whether several rows can be selected.
  var isMultiple: Bool {
    if case .multiple = selection { return true }
    return false
  }

  /// Puts the cursor on the selected row (single selection) or within the rows (multiple), so
  /// the keyboard goes on from what the app selected.
  func syncCursor() {
    switch selection {
    case .none: break
    case .single:
      state.cursor = selected.first.flatMap { entries.entry(for: $0, hint: state.cursor) }
    case .multiple:
      if let cursor = state.cursor, cursor >= entries.count {
        state.cursor = entries.count > 0 ? entries.count - 1 : nil
      }
    }
  }

  /// Handles a navigation key (↑/↓, PageUp/PageDown, Home/End, and Space and Shift+↑/↓ in
  /// multiple selection); returns whether the key was used.
  func move(_ key: KeyPress) -> Bool {
    switch selection {
    case .none:
      return ListKeys.scroll(key, entries: entries, state: state)
    case .single(let binding):
      return ListKeys.moveSingle(key, entries: entries, state: state) { value in
        binding.wrappedValue = value.base as? Value
      }
    case .multiple(let binding):
      return ListKeys.moveMultiple(
        key, entries: entries, state: state,
        selection: Set(binding.wrappedValue.map { AnyHashable($0) })
      ) { values in
        binding.wrappedValue = Set(values.compactMap { $0.base as? Value })
      }
    }
  }

  /// Selects `entry` (the only selected row, in multiple selection too) and puts the keyboard
  /// cursor there; returns whether it was a row the user can select.
  func select(_ entry: Int) -> Bool {
    guard let value = entries.userSelectionValue(entry) else { return false }
    switch selection {
    case .none: return false
    case .single(let binding): binding.wrappedValue = value.base as? Value
    case .multiple(let binding):
      binding.wrappedValue = Set([value.base as? Value].compactMap { $0 })
    }
    state.cursor = entry
    state.anchor = nil
    return true
  }

  /// What a click on the focus target drawn as `element` does: selects the row of `rows` under
  /// the pointer.
  func click(
    rows: LazyListElement, in element: Element, isEnabled: Bool,
    invalidation: NodeInvalidation
  ) -> @MainActor (_ column: Int, _ row: Int) -> Void {
    { _, row in
      guard isEnabled, let entry = rows.entry(atRow: element.frame.y + row),
        select(entry)
      else { return }
      invalidation.raise()
    }
  }

  /// The wheel target that scrolls the rows of `element` (the list, or the whole table with its
  /// header), leaving the selection where it is.
  func wheelTarget(for element: Element, layer: Int, invalidation: NodeInvalidation)
    -> WheelTarget
  {
    let entries = entries
    let state = state
    return WheelTarget(element: element, layer: layer) { rows in
      guard ListKeys.scroll(by: rows, entries: entries, state: state) else { return false }
      state.phases.pending = .interacting
      invalidation.raise()
      return true
    }
  }
}
