import Foundation

/// How Delete and ⌥↑/⌥↓ delete and move a list's rows through their content's `onDelete` and
/// `onMove` actions.
@MainActor
enum ListEditKeys {
  /// Whether a key deletes rows: ⌫ or ⌦ without modifiers.
  static func isDelete(_ key: KeyPress) -> Bool {
    key.modifiers.isEmpty && (key.key == .delete || key.key == .deleteForward)
  }

  /// The step a key moves a row by: -1 for ⌥↑, +1 for ⌥↓, `nil` for other keys.
  static func moveStep(_ key: KeyPress) -> Int? {
    guard key.modifiers == .option else { return nil }
    switch key.key {
    case .upArrow: return -1
    case .downArrow: return 1
    default: return nil
    }
  }

  /// Deletes the selected entries whose segments can delete, calling each segment's action once
  /// with the entries' offsets in it. Returns the selection value of the row that takes the
  /// deleted rows' place (the next row kept the user can select, else the previous one), or
  /// `nil` if nothing was deleted; `.some(nil)` when no row is left to select.
  static func delete(selected: Set<AnyHashable>, entries: ListEntries) -> AnyHashable?? {
    var offsets: [Int: IndexSet] = [:]
    var deleted: [Int] = []
    for segment in entries.segments.indices where entries.segments[segment].onDelete != nil {
      let start = entries.start(of: segment)
      for local in 0..<entries.segments[segment].count {
        guard let value = entries.selectionValue(start + local), selected.contains(value)
        else { continue }
        offsets[segment, default: IndexSet()].insert(local)
        deleted.append(start + local)
      }
    }
    guard let first = deleted.min(), let last = deleted.max() else { return nil }
    let gone = Set(deleted)
    var next: AnyHashable?
    var entry = last + 1
    while next == nil, entry < entries.count {
      if !gone.contains(entry) { next = entries.userSelectionValue(entry) }
      entry += 1
    }
    entry = first - 1
    while next == nil, entry >= 0 {
      if !gone.contains(entry) { next = entries.userSelectionValue(entry) }
      entry -= 1
    }
    for (segment, indexes) in offsets.sorted(by: { $0.key > $1.key }) {
      entries.segments[segment].onDelete?(indexes)
    }
    return .some(next)
  }

  /// Moves the row at `entry` one place by `step` within its segment, using SwiftUI's
  /// destination convention (the offset the row goes before, in the rows before the move).
  /// Returns the entry the row lands on, or `nil` if its segment cannot move rows or the row is
  /// already at that end.
  static func move(_ entry: Int, step: Int, entries: ListEntries) -> Int? {
    guard entry >= 0, entry < entries.count else { return nil }
    let (segment, local) = entries.locate(entry)
    let rows = entries.segments[segment]
    guard rows.kind == .rows, let onMove = rows.onMove else { return nil }
    let target = local + step
    guard target >= 0, target < rows.count else { return nil }
    onMove(IndexSet(integer: local), step > 0 ? local + 2 : local - 1)
    return entry + step
  }
}
