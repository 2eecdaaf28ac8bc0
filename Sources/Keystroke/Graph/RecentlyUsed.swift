/// A few values kept with the keys they were made for, the one used last first: the memory
/// of the memos that keep what an update resolved (key mappings, spelled keys, menu bars)
/// for the screens a user moves between, rather than for the last update only.
struct RecentlyUsed<Key, Value> {
  /// How many values are kept; adding one more drops the one unused longest.
  let capacity: Int
  private var entries: [(key: Key, value: Value)] = []

  /// An empty memory for up to `capacity` values.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// How many values are kept now.
  var count: Int { entries.count }

  /// The first kept value whose key `matches`, moved to the front, or `nil`.
  mutating func value(where matches: (Key) -> Bool) -> Value? {
    guard let index = entries.firstIndex(where: { matches($0.key) }) else { return nil }
    if index > 0 { entries.insert(entries.remove(at: index), at: 0) }
    return entries[0].value
  }

  /// Keeps `value` for `key` at the front, dropping the value unused longest when full.
  mutating func insert(_ value: Value, for key: Key) {
    entries.insert((key, value), at: 0)
    if entries.count > capacity { entries.removeLast() }
  }

  /// Forgets every kept value (what they were made from changed).
  mutating func removeAll() { entries.removeAll() }
}
