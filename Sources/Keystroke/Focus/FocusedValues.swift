import KeystrokeCore

/// The values published by the focused view and its ancestors (`focusedValue`) and by the
/// active scene (`focusedSceneValue`).
///
/// Extend it with a computed property per ``FocusedValueKey`` that reads and writes
/// `self[Key.self]`, then publish with `.focusedValue(\.name, value)` and read with
/// `@FocusedValue(\.name)`.
public struct FocusedValues {
  /// One published value with the identity of its key.
  struct PublishedValue {
    /// The key type's identity, where the entry is stored.
    let keyType: ObjectIdentifier
    /// The key as the engine names it.
    let key: AnyFocusedKey
    let value: Any
  }

  var entries: [ObjectIdentifier: PublishedValue] = [:]

  /// Creates an empty set of values.
  public init() {}

  /// The value for a key, or `nil` when none is visible.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
    set {
      if let newValue {
        entries[ObjectIdentifier(key)] = PublishedValue(
          keyType: ObjectIdentifier(key),
          key: AnyFocusedKey(name: String(reflecting: key), valueType: Key.Value.self),
          value: newValue)
      } else {
        entries[ObjectIdentifier(key)] = nil
      }
    }
  }
}

extension FocusedValues {
  /// Whether both hold the same keys with values the graph treats as unchanged (equal bytes,
  /// or equal `Equatable` values), so what reads them need not run again.
  func isEquivalent(to other: FocusedValues) -> Bool {
    guard entries.count == other.entries.count else { return false }
    for (key, entry) in entries {
      guard let match = other.entries[key], ValueEquivalence.same(entry.value, match.value)
      else { return false }
    }
    return true
  }
}
