/// What kind of type the Swift runtime's metadata describes (its first word, in the stable
/// ABI), for the code that lists a type's fields by offset: only structs and tuples have
/// fields laid out inline, and asking for an existential's fields crashes the runtime.
enum MetadataKind {
  /// Whether `type` is a struct.
  static func isStruct(_ type: Any.Type) -> Bool { kind(of: type) == structKind }

  /// Whether `type` is a tuple.
  static func isTuple(_ type: Any.Type) -> Bool { kind(of: type) == tupleKind }

  /// Whether `type` is a struct or a tuple.
  static func isStructOrTuple(_ type: Any.Type) -> Bool {
    let kind = kind(of: type)
    return kind == structKind || kind == tupleKind
  }

  private static func kind(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
  }

  /// The metadata kinds of structs and tuples.
  private static let structKind: UInt = 0x200
  private static let tupleKind: UInt = 0x301
}
