/// The preference values a subtree contributed, in tree order: one entry per
/// `.preference(key:value:)` (or `.transformPreference`) that ran in it.
///
/// Entries are kept as a list rather than combined per key, so that a subtree's contributions
/// can be kept and appended again, unchanged, in an update that does not rebuild the subtree.
struct PreferenceContributions {
  /// One contributed value.
  struct Entry {
    /// The preference key's type.
    let key: ObjectIdentifier
    /// The value, of the key's `Value` type.
    let value: Any
  }

  /// The entries, in tree order.
  var entries: [Entry]

  /// No contributions.
  init(entries: [Entry] = []) { self.entries = entries }

  /// Whether nothing was contributed.
  var isEmpty: Bool { entries.isEmpty }

  /// The combined value for `key`: the first contribution, reduced with each later one in
  /// order; the key's default value if there is none.
  func value<K: PreferenceKey>(for key: K.Type) -> K.Value {
    Self.combine(key, entries[...])
  }

  /// Combines the entries for `key` among `entries` as ``value(for:)`` does.
  static func combine<K: PreferenceKey>(_ key: K.Type, _ entries: ArraySlice<Entry>) -> K.Value {
    let identifier = ObjectIdentifier(key)
    var combined = K.defaultValue
    var isFirst = true
    for entry in entries where entry.key == identifier {
      guard let next = entry.value as? K.Value else { continue }
      if isFirst {
        combined = next
        isFirst = false
      } else {
        K.reduce(value: &combined, nextValue: { next })
      }
    }
    return combined
  }
}
