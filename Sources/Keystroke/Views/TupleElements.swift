@_spi(Reflection) import Swift

/// Where the views of a tuple type lie: each element that is a view, with its byte offset and
/// its type, worked out once per tuple type.
///
/// A ``TupleView`` reads its children straight out of its tuple with these, so a block of
/// views costs no array of boxed existentials when its body is evaluated, and each child is
/// built as its own type.
enum TupleElements {
  /// One element of a tuple that is a view (a metatype, which is safe to share).
  struct Slot: @unchecked Sendable {
    /// Where it starts in the tuple.
    let offset: Int
    /// Its type.
    let type: any View.Type
  }

  /// The views of each tuple type seen so far, or `nil` for a type that is not a tuple.
  private static let known = TypeMemo<[Slot]?>()

  /// The view elements of `type`, in order, or `nil` when `type` is not a tuple.
  static func of(_ type: Any.Type) -> [Slot]? {
    known.answer(for: type, workOut: list)
  }

  private static func list(_ type: Any.Type) -> [Slot]? {
    guard MetadataKind.isTuple(type) else { return nil }
    var elements: [Slot] = []
    let complete = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      if let view = fieldType as? any View.Type {
        elements.append(Slot(offset: offset, type: view))
      }
      return true
    }
    return complete ? elements : nil
  }
}
