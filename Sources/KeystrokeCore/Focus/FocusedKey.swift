/// A typed key for a focused value: the engine's counterpart of a SwiftUI `FocusedValueKey`.
///
/// Two keys are the same key when they have the same name and the same value type.
///
/// ```swift
/// let document = FocusedKey<DocumentID>("document")
/// ```
public struct FocusedKey<Value>: Hashable, Sendable {
  /// The key's name, unique among keys of the same value type.
  public let name: String

  /// Creates a key.
  public init(_ name: String) { self.name = name }

  /// The key without its value type, for sets and tables.
  public var erased: AnyFocusedKey { AnyFocusedKey(name: name, valueType: Value.self) }
}
