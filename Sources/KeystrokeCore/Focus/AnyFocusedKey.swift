/// A focused-value key with its value type erased: its name and the identity of the type.
public struct AnyFocusedKey: Hashable, Sendable, CustomStringConvertible {
  /// The key's name.
  public let name: String
  /// The identity of the key's value type.
  public let valueType: ObjectIdentifier

  /// Creates an erased key from a name and a value type.
  public init(name: String, valueType: Any.Type) {
    self.name = name
    self.valueType = ObjectIdentifier(valueType)
  }

  /// Erases a typed key.
  public init<Value>(_ key: FocusedKey<Value>) { self = key.erased }

  /// The key's name.
  public var description: String { name }
}
