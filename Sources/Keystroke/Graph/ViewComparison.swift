@_spi(Reflection) import Swift

/// Decides whether a new value of a view has the same inputs as the value its node last
/// evaluated, as SwiftUI compares views field by field.
///
/// Fields holding state the graph keeps itself (`@State`, `@Environment`, `@FocusState`, …:
/// the ``GraphManagedTypes``) are skipped: each new view value carries fresh
/// storage for them, while what they read is checked separately. Plain structs are compared by
/// their bytes; a field of another `Equatable` type (a `String`, an array, a `Text`, an
/// `Optional`) with `==`, so a row whose title was interpolated again compares equal; other structs
/// and tuples (a stack's content, a tuple of views) field by field; an action (a closure
/// returning nothing) or a framework modifier's environment change by its code and what it
/// captured (``ClosureComparison``); anything else (object references, enums that are not
/// `Equatable`) by its bytes. How to compare is worked out once per view type.
///
/// Not isolated to the main actor, though the graph only calls it there: a comparison inside
/// a type-erased view's field would otherwise have to check, on every call, that it runs on
/// the main actor, which cost more than most comparisons. The plans are kept in a ``TypeMemo``.
enum ViewComparison {
  /// For each view type, the steps that compare it, or `nil` to compare the whole value.
  private static let plans = TypeMemo<[ComparisonStep]?>()
  /// How deep the plan follows nested structs before comparing bytes.
  private static let depthLimit = 12

  /// Whether `a` and `b` have the same inputs.
  static func sameInputs<V>(_ a: V, _ b: V) -> Bool {
    compare(a, b, plan: plan(for: V.self))
  }

  /// Whether two type-erased views wrap the same type with the same inputs: an `AnyView`
  /// made again around an equal row is the same input, as its box is new each time.
  static func sameViews(_ a: any View, _ b: any View) -> Bool {
    type(of: a) == type(of: b) && sameOpened(a, b)
  }

  /// Whether two type-erased command sets are of one type with the same inputs: an app's
  /// commands declared again when its body ran with nothing they show or do changed.
  static func sameCommands(_ a: any Commands, _ b: any Commands) -> Bool {
    type(of: a) == type(of: b) && sameOpened(a, b)
  }

  /// Compares two opened values of one type (which the caller checked). Both are opened as
  /// they are: casting one to the other's type would look up the metadata of an optional of it
  /// on every comparison.
  private static func sameOpened<A, B>(_ a: A, _ b: B) -> Bool {
    compare(a, b, plan: plan(for: A.self))
  }

  /// Compares `a` and `b`, two values of one type (which the caller made sure of), by `plan`,
  /// or by their bytes without one.
  private static func compare<A, B>(_ a: A, _ b: B, plan: [ComparisonStep]?) -> Bool {
    withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return true }
        guard let plan else { return memcmp(left, right, MemoryLayout<A>.size) == 0 }
        for step in plan where !step.same(left, right) { return false }
        return true
      }
    }
  }

  private static func plan(for type: Any.Type) -> [ComparisonStep]? {
    plans.answer(for: type) { type in
      var steps: [ComparisonStep] = []
      return addSteps(of: type, at: 0, depth: 0, into: &steps) ? steps : nil
    }
  }

  /// Adds the steps comparing a struct or tuple's fields, offset by `base`; returns `false`
  /// for a type whose fields cannot be listed (an enum, an existential, a class). Fields of
  /// graph-managed types are skipped when `skipsManaged` is set (a view's own `@State`), and
  /// compared when it is not (the same wrapper captured by a closure).
  private static func addSteps(
    of type: Any.Type, at base: Int, depth: Int, skipsManaged: Bool = true,
    into steps: inout [ComparisonStep]
  ) -> Bool {
    guard MetadataKind.isStructOrTuple(type) else { return false }
    var nested: [ComparisonStep] = []
    var fields = 0
    let complete = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      fields += 1
      addFieldSteps(
        of: fieldType, at: base + offset, depth: depth, skipsManaged: skipsManaged,
        into: &nested)
      return true
    }
    // An enum (`Optional`, a conditional's branches) lists no fields yet has bytes: it is
    // compared whole.
    guard complete, fields > 0 || sizeOf(type) == 0 else { return false }
    for step in nested {
      if case .bytes(let range) = step {
        ComparisonStep.appendBytes(range, to: &steps)
      } else {
        steps.append(step)
      }
    }
    return true
  }

  /// Adds the steps comparing one field of type `fieldType` at offset `start`.
  private static func addFieldSteps(
    of fieldType: Any.Type, at start: Int, depth: Int, skipsManaged: Bool,
    into nested: inout [ComparisonStep]
  ) {
    // A closure, an existential or a metatype conforms to nothing: not looked up.
    let mayConform = MetadataKind.mayConform(fieldType)
    if skipsManaged, GraphManagedTypes.contains(fieldType) { return }
    let size = sizeOf(fieldType)
    guard size > 0 else { return }
    if fieldType == (any View).self {
      nested.append(.view(offset: start))
      return
    }
    if fieldType == EnvironmentTransform.self || fieldType == ElementWrap.self {
      nested.append(.closure(offset: start, capturesOnlyValues: true))
      return
    }
    if MetadataKind.isFunction(fieldType), size == thickFunctionSize,
      ClosureComparison.comparesCaptures(of: fieldType)
    {
      nested.append(.closure(offset: start, capturesOnlyValues: false))
      return
    }
    let plain = isPOD(fieldType) && MetadataKind.isStructOrTuple(fieldType)
    // Plain structs compare by the bytes of their fields, not of the padding between them,
    // which is never written when a value is stored field by field (in a closure's context);
    // an enum's unused payload bytes (an `Optional` that is `nil`) are not defined, so an
    // `Equatable` one compares with `==`. Objects compare by identity, whatever their `==`
    // says. A tuple is `Equatable` only when each element is, so it compares element by
    // element as its `==` would; neither it nor the framework's own generic types (see
    // ``FrameworkGenericTypes``) is looked up, a lookup that scans every conformance record
    // the first time for each type.
    if !plain, mayConform, !(fieldType is AnyObject.Type), !MetadataKind.isTuple(fieldType),
      !FrameworkGenericTypes.areNeverEquatable(fieldType),
      let equatable = fieldType as? any Equatable.Type
    {
      nested.append(ComparisonStep.equal(equatable, at: start))
      return
    }
    if depth < depthLimit,
      addSteps(
        of: fieldType, at: start, depth: depth + 1, skipsManaged: skipsManaged, into: &nested)
    {
      return
    }
    ComparisonStep.appendBytes(start..<(start + size), to: &nested)
  }

  /// Adds the steps comparing a value a closure captured, of type `type` and `size` bytes at
  /// `offset` in its context. Structs, tuples and closures compare as view fields do,
  /// graph-managed wrappers included (nothing else checks what a capture reads); anything
  /// else by its bytes, so an object, or a reference a `weak` or `unowned` capture holds
  /// (which the runtime names by its optional or class type), is compared by identity and
  /// never read.
  static func appendCaptureSteps(
    of type: Any.Type, size: Int, at offset: Int, into steps: inout [ComparisonStep]
  ) {
    guard size > 0 else { return }
    if MetadataKind.isStructOrTuple(type) || MetadataKind.isFunction(type) {
      addFieldSteps(of: type, at: offset, depth: 1, skipsManaged: false, into: &steps)
    } else {
      ComparisonStep.appendBytes(offset..<(offset + size), to: &steps)
    }
  }

  /// The size of a Swift closure: its code and its context.
  private static let thickFunctionSize = 2 * MemoryLayout<UnsafeRawPointer>.size

  private static func sizeOf<T>(_ type: T.Type) -> Int { MemoryLayout<T>.size }

  private static func isPOD<T>(_ type: T.Type) -> Bool { _isPOD(type) }
}
