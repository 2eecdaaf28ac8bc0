/// How keys move a list's selection, cursor and scroll position.
@MainActor
enum ListKeys {
  /// The entry a navigation key moves `cursor` to, or `nil` if the key does not navigate.
  static func target(of key: KeyPress, from cursor: Int?, entries: ListEntries, page: Int)
    -> Int??
  {
    let modifiers = key.modifiers.subtracting(.shift)
    guard modifiers.isEmpty, entries.count > 0 else { return nil }
    let last = entries.count - 1
    switch key.key {
    case .downArrow:
      guard let cursor else { return .some(entries.selectable(from: 0, step: 1)) }
      return .some(entries.selectable(from: min(last, cursor + 1), step: 1) ?? cursor)
    case .upArrow:
      guard let cursor else { return .some(entries.selectable(from: last, step: -1)) }
      return .some(entries.selectable(from: max(0, cursor - 1), step: -1) ?? cursor)
    case .home:
      return .some(entries.selectable(from: 0, step: 1))
    case .end:
      return .some(entries.selectable(from: last, step: -1))
    case .pageDown:
      let start = min(last, (cursor ?? 0) + max(1, page - 1))
      return .some(
        entries.selectable(from: start, step: 1) ?? entries.selectable(from: start, step: -1))
    case .pageUp:
      let start = max(0, (cursor ?? 0) - max(1, page - 1))
      return .some(
        entries.selectable(from: start, step: -1) ?? entries.selectable(from: start, step: 1))
    default:
      return nil
    }
  }

  /// Single selection: navigation keys select the row they reach.
  static func moveSingle(
    _ key: KeyPress, entries: ListEntries, state: ListState,
    select: (AnyHashable) -> Void
  ) -> Bool {
    guard !key.modifiers.contains(.shift),
      let reached = target(of: key, from: state.cursor, entries: entries, page: state.viewport)
    else { return false }
    guard let entry = reached, let value = entries.userSelectionValue(entry) else { return true }
    state.cursor = entry
    state.reveal(entry)
    select(value)
    return true
  }

  /// Multiple selection: navigation keys move the cursor, Space toggles the cursor's row and
  /// Shift+↑/↓ select the range from where the Shift run started.
  static func moveMultiple(
    _ key: KeyPress, entries: ListEntries, state: ListState, selection: Set<AnyHashable>,
    select: (Set<AnyHashable>) -> Void
  ) -> Bool {
    if key.key == .space, key.modifiers.isEmpty {
      guard let cursor = state.cursor, let value = entries.userSelectionValue(cursor) else {
        return true
      }
      var next = selection
      if next.contains(value) { next.remove(value) } else { next.insert(value) }
      state.anchor = nil
      select(next)
      return true
    }
    guard let reached = target(of: key, from: state.cursor, entries: entries, page: state.viewport)
    else { return false }
    guard let entry = reached else { return true }
    let extending =
      key.modifiers.contains(.shift)
      && (key.key == .upArrow || key.key == .downArrow)
    if extending {
      if state.anchor == nil {
        state.anchor = state.cursor ?? entry
        state.selectionBeforeRange = selection
      }
      let anchor = state.anchor ?? entry
      var next = state.selectionBeforeRange
      for index in min(anchor, entry)...max(anchor, entry) {
        if let value = entries.userSelectionValue(index) { next.insert(value) }
      }
      select(next)
    } else {
      state.anchor = nil
    }
    state.cursor = entry
    state.reveal(entry)
    return true
  }

  /// Scrolls by `rows` (negative: up) without moving the cursor, as the mouse wheel does;
  /// returns whether the list moved.
  static func scroll(by rows: Int, entries: ListEntries, state: ListState) -> Bool {
    let maxTop = max(0, entries.count - state.viewport)
    let next = min(maxTop, max(0, state.top + rows))
    defer { state.top = next }
    return next != state.top
  }

  /// A list without selection: the keys scroll it.
  static func scroll(_ key: KeyPress, entries: ListEntries, state: ListState) -> Bool {
    guard key.modifiers.isEmpty else { return false }
    let page = max(1, state.viewport - 1)
    let maxTop = max(0, entries.count - state.viewport)
    switch key.key {
    case .downArrow: state.top = min(maxTop, state.top + 1)
    case .upArrow: state.top = max(0, state.top - 1)
    case .pageDown: state.top = min(maxTop, state.top + page)
    case .pageUp: state.top = max(0, state.top - page)
    case .home: state.top = 0
    case .end: state.top = maxTop
    default: return false
    }
    return true
  }
}
