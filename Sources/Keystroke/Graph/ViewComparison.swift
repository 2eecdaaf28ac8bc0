@_spi(Reflection) import Swift

/// Decides whether a new value of a view has the same inputs as the value its node last
/// evaluated, as SwiftUI compares views field by field.
///
/// Fields holding state the graph keeps itself (`@State`, `@Environment`, `@FocusState`, …:
/// types marked ``GraphManagedProperty``) are skipped: each new view value carries fresh
/// storage for them, while what they read is checked separately. Every other field is compared
/// by its bytes (``ValueEquivalence/sameBytes(_:_:)``). The ranges to compare are worked out once
/// per view type.
@MainActor
enum ViewComparison {
  /// For each view type, the byte ranges to compare, or `nil` to compare the whole value.
  private static var comparedRanges: [ObjectIdentifier: [Range<Int>]?] = [:]

  /// Whether `a` and `b` have the same inputs.
  static func sameInputs<V>(_ a: V, _ b: V) -> Bool {
    guard let ranges = ranges(for: V.self) else { return ValueEquivalence.sameBytes(a, b) }
    return withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return true }
        return ranges.allSatisfy { range in
          memcmp(left + range.lowerBound, right + range.lowerBound, range.count) == 0
        }
      }
    }
  }

  private static func ranges(for type: Any.Type) -> [Range<Int>]? {
    let key = ObjectIdentifier(type)
    if let known = comparedRanges[key] { return known }
    let found = fieldRanges(of: type)
    comparedRanges[key] = found
    return found
  }

  /// The byte ranges of a struct's fields that are not graph-managed, merged where adjacent;
  /// `nil` for a type whose fields cannot be listed (an enum, or not a struct).
  private static func fieldRanges(of type: Any.Type) -> [Range<Int>]? {
    var ranges: [Range<Int>] = []
    var fields = 0
    let complete = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      fields += 1
      if fieldType is any GraphManagedProperty.Type { return true }
      let size = size(of: fieldType)
      guard size > 0 else { return true }
      if let last = ranges.last, last.upperBound == offset {
        ranges[ranges.count - 1] = last.lowerBound..<(offset + size)
      } else {
        ranges.append(offset..<(offset + size))
      }
      return true
    }
    // An enum (`Optional`, a conditional's branches) lists no fields yet has bytes: its
    // payload and case are compared whole.
    guard complete, fields > 0 || size(of: type) == 0 else { return nil }
    return ranges
  }

  private static func size(of type: Any.Type) -> Int { sizeOf(type) }

  private static func sizeOf<T>(_ type: T.Type) -> Int { MemoryLayout<T>.size }
}
