/// Gathers the preference values views set while one update builds the tree.
///
/// Collection works as a stack of frames over one list of entries, so a subtree's values are a
/// contiguous run of the list. A reader opens a frame with ``collect(_:)`` around the subtree it
/// reads; `.preference(key:value:)` appends to the list; closing the frame hands the reader the
/// run its subtree added and leaves it in place, where it already belongs to the enclosing
/// frame. With no frame open nobody reads preferences, and ``contribute(_:value:)`` does
/// nothing, so a tree without readers pays nothing.
///
/// Every view built reads its count and whether a frame is open, so, as on
/// ``InteractionRecord``, its storage skips the run-time exclusivity check: no access to it
/// overlaps another.
@MainActor
final class PreferenceCollector {
  @exclusivity(unchecked) private var entries: [PreferenceContributions.Entry] = []
  @exclusivity(unchecked) private var frameStarts: [Int] = []

  /// Creates a collector with no frame open.
  init() {}

  /// Whether a reader above the view being built collects preferences.
  var isCollecting: Bool { !frameStarts.isEmpty }

  /// How many values the open frames hold, so the graph can tell whether a subtree set any.
  var count: Int { entries.count }

  /// Adds a value for `key` to the open frames; ignored when none is open.
  func contribute<K: PreferenceKey>(_ key: K.Type, value: K.Value) {
    guard isCollecting else { return }
    entries.append(.init(key: ObjectIdentifier(key), value: value))
  }

  /// Adds contributions kept from an earlier update (a subtree that was not rebuilt); ignored
  /// when no frame is open.
  func replay(_ contributions: PreferenceContributions) {
    guard isCollecting else { return }
    entries.append(contentsOf: contributions.entries)
  }

  /// Runs `body` (which builds a subtree) in a new frame, and returns its result with what the
  /// subtree contributed. The contributions stay in the enclosing frame too.
  func collect<Result>(_ body: () -> Result) -> (
    result: Result, contributions: PreferenceContributions
  ) {
    let start = entries.count
    frameStarts.append(start)
    let result = body()
    frameStarts.removeLast()
    let contributions = PreferenceContributions(entries: Array(entries[start...]))
    if frameStarts.isEmpty { entries.removeAll(keepingCapacity: true) }
    return (result, contributions)
  }

  /// Runs `body` (which builds a separate hierarchy: a sheet, a menu) so that the values it
  /// sets reach the readers inside it but none outside, as a presented view's do not reach
  /// the view that presents it.
  func isolate<Result>(_ body: () -> Result) -> Result {
    guard isCollecting else { return body() }
    let start = entries.count
    frameStarts.append(start)
    let result = body()
    frameStarts.removeLast()
    entries.removeSubrange(start...)
    return result
  }

  /// Runs `body` in a new frame, then replaces the frame's values for `key` by one: their
  /// combination (the default value if there were none) changed by `transform`.
  func transform<K: PreferenceKey, Result>(
    _ key: K.Type, _ transform: (inout K.Value) -> Void, around body: () -> Result
  ) -> Result {
    guard isCollecting else { return body() }
    let start = entries.count
    frameStarts.append(start)
    let result = body()
    frameStarts.removeLast()
    var value = PreferenceContributions.combine(key, entries[start...])
    transform(&value)
    let identifier = ObjectIdentifier(key)
    let others = entries[start...].filter { $0.key != identifier }
    entries.removeSubrange(start...)
    entries.append(contentsOf: others)
    entries.append(.init(key: identifier, value: value))
    return result
  }
}
