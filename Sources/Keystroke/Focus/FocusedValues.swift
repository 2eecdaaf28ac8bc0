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
