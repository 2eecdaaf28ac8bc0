/// What kind of type the Swift runtime's metadata describes (its first word, in the stable
/// ABI), for the code that lists a type's fields by offset: only structs and tuples have
/// fields laid out inline, and asking for an existential's fields crashes the runtime.
enum MetadataKind {
  /// Whether `type` is a struct.
  static func isStruct(_ type: Any.Type) -> Bool { kind(of: type) == structKind }

  /// Whether `type` is a tuple.
  static func isTuple(_ type: Any.Type) -> Bool { kind(of: type) == tupleKind }

  /// Whether `type` is a function type.
  static func isFunction(_ type: Any.Type) -> Bool { kind(of: type) == functionKind }

  /// Whether `metadata`, the metadata word of a heap object, describes a closure's context
  /// (a heap-allocated box of captured values) rather than a class instance.
  static func isClosureContext(_ metadata: UnsafeRawPointer) -> Bool {
    metadata.load(as: UInt.self) == heapLocalVariableKind
  }

  /// Whether `type` is a struct, an enum or an optional: the kinds whose metadata's second
  /// word is their nominal type descriptor (see ``TypeDescriptor``).
  static func isStructOrEnum(_ type: Any.Type) -> Bool {
    switch kind(of: type) {
    case structKind, enumKind, optionalKind: true
    default: false
    }
  }

  /// Whether `type` is a struct or a tuple.
  static func isStructOrTuple(_ type: Any.Type) -> Bool {
    let kind = kind(of: type)
    return kind == structKind || kind == tupleKind
  }

  /// Whether `type` can conform to a protocol other than by self-conformance: `false` for a
  /// function, an existential, a metatype or a builtin (`Builtin.Int64`, the storage of an
  /// `Int`), whose conformance lookups would scan every conformance record to find nothing
  /// (the first time for each type).
  static func mayConform(_ type: Any.Type) -> Bool {
    switch kind(of: type) {
    case opaqueKind, functionKind, existentialKind, metatypeKind, existentialMetatypeKind,
      extendedExistentialKind:
      false
    default: true
    }
  }

  private static func kind(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
  }

  /// The metadata kinds of structs, enums, optionals and tuples.
  private static let structKind: UInt = 0x200
  private static let enumKind: UInt = 0x201
  private static let optionalKind: UInt = 0x202
  private static let tupleKind: UInt = 0x301
  /// The metadata kind of builtin types, which only the standard library's own structs hold.
  private static let opaqueKind: UInt = 0x300
  /// The metadata kinds of functions, existentials and metatypes.
  private static let functionKind: UInt = 0x302
  private static let existentialKind: UInt = 0x303
  private static let metatypeKind: UInt = 0x304
  private static let existentialMetatypeKind: UInt = 0x306
  private static let extendedExistentialKind: UInt = 0x307
  /// The metadata kind of a closure context.
  private static let heapLocalVariableKind: UInt = 0x400
}
