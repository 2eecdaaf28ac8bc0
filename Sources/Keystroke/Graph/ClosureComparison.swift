import Synchronization

/// Decides whether two actions stored in view values would do the same thing: the same code
/// with captured values that compare the same.
///
/// A closure written in a body (`Button("Save") { model.save() }`) gets a new context each time
/// the body runs, so comparing its two words (code and context) says "changed" on every run,
/// and the button, the list around it or the app's commands would be built again although
/// nothing they show or do changed. When the code is the same and both contexts have the same
/// layout, the captured values are compared as view fields are (see ``ViewComparison``),
/// read through the layout that the compiler records for reflection: the context's metadata
/// (kind `HeapLocalVariable` in the stable ABI) gives the offset of the first capture and the
/// capture descriptor lists each capture's type in order.
///
/// Anything this cannot read with certainty compares as changed: a context without a
/// capture descriptor, one whose captures depend on generic arguments, a capture type the
/// runtime cannot name (a captured `var`'s box, a `weak` capture), a layout that does not
/// start where the metadata says, or a single capture other than a view's, an app's or a
/// command set's `self` (a context that is itself the box of a captured `var` looks the
/// same), unless the framework wrote the closure (``EnvironmentTransform``, ``ElementWrap``).
///
/// Only closures that cannot change what a view shows are compared this way: actions, which
/// return nothing, and the framework's own environment changes. A content builder or a
/// binding's getter may read state through a reference it captured, which no node tracks, so
/// it compares as changed unless it is the very same closure. Captured objects and enums
/// (`unowned` captures among them) compare by their bytes, that is by identity, and are never
/// read as values.
enum ClosureComparison {
  /// For each context metadata seen, the steps comparing two contexts of it, or `nil` when
  /// its captures cannot be read.
  private static let layouts = Mutex<[UInt: CaptureLayout?]>([:])

  /// How to compare two contexts of one layout.
  private struct CaptureLayout: Sendable {
    /// The steps comparing the captures.
    let steps: [ComparisonStep]
    /// Whether the context could be a captured variable's box: a single capture that is
    /// not a view's, an app's or a command set's `self`.
    let mayBeBox: Bool
  }

  /// Whether closures of `functionType` are compared by their captures: Swift closures that
  /// return nothing and take no `inout` parameter, that is actions (a button's, a gesture's,
  /// a binding's setter). A closure that returns something (a content builder, a binding's
  /// getter) or fills in an `inout` parameter (a drawing or a preference transform) makes
  /// what a view shows, and may read state through the references it captured, which no node
  /// tracks; it stays changed unless it is the very same closure.
  static func comparesCaptures(of functionType: Any.Type) -> Bool {
    let metadata = unsafeBitCast(functionType, to: UnsafeRawPointer.self)
    let flags = metadata.load(fromByteOffset: pointerSize, as: UInt.self)
    let parameterCount = Int(flags & 0xFFFF)
    let convention = (flags >> 16) & 0xFF
    guard convention == 0,
      metadata.load(fromByteOffset: 2 * pointerSize, as: UInt.self) == voidMetadata
    else { return false }
    guard flags & parameterFlagsBit != 0 else { return true }
    let parameterFlags = metadata + 3 * pointerSize + parameterCount * pointerSize
    for index in 0..<parameterCount
    where parameterFlags.load(fromByteOffset: 4 * index, as: UInt32.self) & 0x7F == inoutOwnership {
      return false
    }
    return true
  }

  /// The metadata of `Void`, the empty tuple.
  private static let voidMetadata = UInt(
    bitPattern: unsafeBitCast(Void.self as Any.Type, to: Int.self))
  /// The function type flag saying that parameter flags follow the parameter types.
  private static let parameterFlagsBit: UInt = 0x0200_0000
  /// The parameter ownership of an `inout` parameter.
  private static let inoutOwnership: UInt32 = 1

  /// Whether the thick closures stored at `left` and `right` (a code pointer and a context)
  /// have the same code and captures that compare the same. A context holding a single value
  /// other than a view's, an app's or a command set's `self` compares as changed unless
  /// `capturesOnlyValues` says that the closure captures no variable: the box of a captured
  /// `var` has the layout of a context capturing one value of its type, and two boxes are two
  /// variables whatever they hold.
  static func same(
    _ left: UnsafeRawPointer, _ right: UnsafeRawPointer, capturesOnlyValues: Bool
  ) -> Bool {
    guard left.load(as: UInt.self) == right.load(as: UInt.self) else { return false }
    let leftContext = left.load(fromByteOffset: pointerSize, as: UnsafeRawPointer?.self)
    let rightContext = right.load(fromByteOffset: pointerSize, as: UnsafeRawPointer?.self)
    if leftContext == rightContext { return true }
    guard let leftContext, let rightContext else { return false }
    let metadata = leftContext.load(as: UnsafeRawPointer.self)
    guard metadata == rightContext.load(as: UnsafeRawPointer.self),
      let layout = layout(of: metadata), capturesOnlyValues || !layout.mayBeBox
    else { return false }
    for step in layout.steps where !step.same(leftContext, rightContext) { return false }
    return true
  }

  /// The steps comparing two contexts described by `metadata`, worked out once.
  private static func layout(of metadata: UnsafeRawPointer) -> CaptureLayout? {
    let key = UInt(bitPattern: metadata)
    if let known = layouts.withLock({ $0[key] }) { return known }
    let found = workOutLayout(of: metadata)
    layouts.withLock { $0[key] = found }
    return found
  }

  private static func workOutLayout(of metadata: UnsafeRawPointer) -> CaptureLayout? {
    // A class instance used as the context (a closure capturing one object) is not a
    // capture box: its identity was already compared.
    guard MetadataKind.isClosureContext(metadata) else { return nil }
    let firstCapture = Int(metadata.load(fromByteOffset: pointerSize, as: UInt32.self))
    guard
      let descriptor = metadata.load(
        fromByteOffset: 2 * pointerSize, as: UnsafeRawPointer?.self)
    else { return nil }
    let captureCount = Int(descriptor.load(as: UInt32.self))
    let metadataSources = descriptor.load(fromByteOffset: 4, as: UInt32.self)
    let bindings = descriptor.load(fromByteOffset: 8, as: UInt32.self)
    guard captureCount > 0, metadataSources == 0, bindings == 0 else { return nil }
    var offset = 2 * pointerSize
    var steps: [ComparisonStep] = []
    var mayBeBox = false
    for index in 0..<captureCount {
      let record = descriptor + 12 + 4 * index
      let name = record + Int(record.load(as: Int32.self))
      guard let type = captureType(named: name) else { return nil }
      if captureCount == 1, !isCapturedSelf(type) { mayBeBox = true }
      let (size, alignment) = sizeAndAlignment(of: type)
      offset = (offset + alignment - 1) / alignment * alignment
      if index == 0, offset != firstCapture { return nil }
      ViewComparison.appendCaptureSteps(of: type, size: size, at: offset, into: &steps)
      offset += size
    }
    return CaptureLayout(steps: steps, mayBeBox: mayBeBox)
  }

  /// Whether a context's only capture, of `type`, is a view's, an app's or a command set's
  /// `self`: a view value is practically never a captured variable, while `self` is what most
  /// actions capture alone.
  private static func isCapturedSelf(_ type: Any.Type) -> Bool {
    MetadataKind.isStruct(type)
      && (type is any View.Type || type is any App.Type || type is any Commands.Type)
  }

  /// The type a capture record names, resolved by the runtime from its mangled name, whose
  /// symbolic references are relative to where it lies.
  private static func captureType(named name: UnsafeRawPointer) -> Any.Type? {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0:
        return _getTypeByMangledNameInContext(
          name.assumingMemoryBound(to: UInt8.self), UInt(length), genericContext: nil,
          genericArguments: nil)
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + pointerSize
      default: length += 1
      }
    }
  }

  private static func sizeAndAlignment(of type: Any.Type) -> (Int, Int) {
    func measure<T>(_ type: T.Type) -> (Int, Int) {
      (MemoryLayout<T>.size, MemoryLayout<T>.alignment)
    }
    return measure(type)
  }

  private static let pointerSize = MemoryLayout<UnsafeRawPointer>.size
}
