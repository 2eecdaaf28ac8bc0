/// The runtime's descriptor of a struct or enum type (its nominal type descriptor, shared by
/// every instantiation of a generic type), read from the type's metadata in the stable ABI.
///
/// Reading it costs a few loads. A conformance lookup (`type is any P.Type`) costs, the first
/// time it is made for a type, a scan of every conformance record in the process, and each
/// instantiation of a generic type is a new type: the view types of a screen seen for the first
/// time took milliseconds of such scans. Asking "is this one of these generic types" by
/// descriptor answers the same question without the scan.
struct TypeDescriptor: Hashable, @unchecked Sendable {
  /// The address of the descriptor.
  let address: UnsafeRawPointer

  /// The descriptor of `type`, when it is a struct, an enum or an optional; `nil` for every
  /// other kind of type (classes, tuples, functions, existentials, metatypes).
  init?(of type: Any.Type) {
    guard MetadataKind.isStructOrEnum(type),
      let descriptor = unsafeBitCast(type, to: UnsafeRawPointer.self).load(
        fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
    else { return nil }
    address = descriptor
  }

  private init(address: UnsafeRawPointer) {
    self.address = address
  }

  /// Whether the type has generic parameters (so each use with new arguments is a new type).
  var isGeneric: Bool { flags & Self.genericFlag != 0 }

  /// The descriptor of the module that declares the type, found through its parents (an
  /// enclosing type, an extension, a private declaration's anonymous context).
  var module: TypeDescriptor? {
    var context = self
    for _ in 0..<Self.parentLimit {
      if context.flags & Self.kindMask == Self.moduleKind { return context }
      guard let parent = context.parent else { return nil }
      context = parent
    }
    return nil
  }

  private var flags: UInt32 { address.load(as: UInt32.self) }

  /// The enclosing context: a relative pointer after the flags, whose low bit says it points
  /// at a slot holding the address rather than at the descriptor itself.
  private var parent: TypeDescriptor? {
    let field = address + MemoryLayout<UInt32>.size
    let offset = field.load(as: Int32.self)
    guard offset != 0 else { return nil }
    let target = field + Int(offset & ~1)
    if offset & 1 == 0 { return TypeDescriptor(address: target) }
    return target.load(as: UnsafeRawPointer?.self).map(TypeDescriptor.init(address:))
  }

  private static let kindMask: UInt32 = 0x1F
  private static let moduleKind: UInt32 = 0
  private static let genericFlag: UInt32 = 0x80
  /// How many enclosing contexts are followed before giving up (types are not nested deeper).
  private static let parentLimit = 32
}
