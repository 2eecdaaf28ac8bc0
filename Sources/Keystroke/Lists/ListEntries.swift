/// A list's content as numbered entries (rows, section headers and footers) over its segments,
/// found by position without building any view.
@MainActor
struct ListEntries {
  let segments: [RowSegment]
  /// The first entry of each segment.
  private let starts: [Int]
  /// The number of entries.
  let count: Int
  /// Whether a value has the type of the list's selection, when the list has one: a row's
  /// selection value is then its tag of that type, else its `ForEach` identity of that type,
  /// else none, as SwiftUI picks a row's tag by the selection's type. `nil` (a list without a
  /// selection, a table) takes a static row's tag or the `ForEach` identity.
  private let accepts: ((AnyHashable) -> Bool)?

  init(_ segments: [RowSegment], accepting accepts: ((AnyHashable) -> Bool)? = nil) {
    self.segments = segments
    self.accepts = accepts
    var starts: [Int] = []
    var total = 0
    for segment in segments {
      starts.append(total)
      total += segment.count
    }
    self.starts = starts
    count = total
  }

  /// The first entry of a segment.
  func start(of segment: Int) -> Int { starts[segment] }

  /// The segment and position within it of an entry.
  func locate(_ entry: Int) -> (segment: Int, local: Int) {
    let (segment, local) = starts.run(containing: entry)
    return (segment, local)
  }

  /// The selection value of an entry, `nil` for headers, footers and untagged static rows.
  func selectionValue(_ entry: Int) -> AnyHashable? {
    guard entry >= 0, entry < count else { return nil }
    let (segment, local) = locate(entry)
    guard segments[segment].kind(local) == .rows else { return nil }
    return value(in: segments[segment], at: local)
  }

  /// The selection value of an entry the user can select: `nil` also for a row marked
  /// `.selectionDisabled()`, which the keys pass over and a click leaves alone. The mark is
  /// read off the row's view, so a row not built yet is known too.
  func userSelectionValue(_ entry: Int) -> AnyHashable? {
    guard entry >= 0, entry < count else { return nil }
    let (segment, local) = locate(entry)
    let rows = segments[segment]
    guard rows.kind(local) == .rows, let value = value(in: rows, at: local),
      !rows.isSelectionDisabled(local)
    else { return nil }
    return value
  }

  /// The selection value of a row of `segment` (see ``accepts``).
  private func value(in segment: RowSegment, at local: Int) -> AnyHashable? {
    guard let accepts else { return segment.selectionValue(local) }
    if let tag = segment.tagValue(local), accepts(tag) { return tag }
    if let value = segment.selectionValue(local), accepts(value) { return value }
    return nil
  }

  /// Whether an entry is a section header or footer.
  func isDecoration(_ entry: Int) -> Bool {
    guard entry >= 0, entry < count else { return false }
    let (segment, local) = locate(entry)
    return segments[segment].kind(local) != .rows
  }

  /// The entry whose selection value is `value`, looking at `hint` first.
  func entry(for value: AnyHashable, hint: Int?) -> Int? {
    if let hint, selectionValue(hint) == value { return hint }
    for (index, segment) in segments.enumerated()
    where segment.kind == .rows || segment.kind == .sections {
      for local in 0..<segment.count
      where segment.kind(local) == .rows && self.value(in: segment, at: local) == value {
        return starts[index] + local
      }
    }
    return nil
  }

  /// The row whose `ForEach` identity or tag is `id`, whatever the selection's type (what
  /// `ScrollViewReader.scrollTo` looks for).
  func entry(identifiedBy id: AnyHashable) -> Int? {
    if let entry = entry(for: id, hint: nil) { return entry }
    for (index, segment) in segments.enumerated()
    where segment.kind == .rows || segment.kind == .sections {
      for local in 0..<segment.count
      where segment.selectionValue(local) == id || segment.tagValue(local) == id {
        return starts[index] + local
      }
    }
    return nil
  }

  /// The nearest entry the user can select from `start` going `step` (+1 or -1), `start`
  /// included.
  func selectable(from start: Int, step: Int) -> Int? {
    var entry = start
    while entry >= 0, entry < count {
      if userSelectionValue(entry) != nil { return entry }
      entry += step
    }
    return nil
  }
}
