import Foundation

/// Compares two values of one type the way the graph decides whether a view's input changed:
/// first by their bytes, the cheap and conservative test SwiftUI also starts with (equal bytes
/// mean equal plain values, the same object references and the same closures), then, for an
/// `Equatable` type, with `==`. Values that are neither are treated as changed.
enum ValueEquivalence {
  /// For each type compared so far, the step comparing its values with `==`, or `nil` when
  /// it is not `Equatable`. Looked up instead of casting the value to `any Equatable` on every
  /// comparison: a cast searches the runtime's conformance tables, which costs more than most
  /// comparisons.
  private static let equalities = TypeMemo<ComparisonStep?>()

  /// Whether `a` and `b` have the same bytes, or are equal `Equatable` values.
  static func same<T>(_ a: T, _ b: T) -> Bool {
    if sameBytes(a, b) { return true }
    guard let equal = equality(of: T.self) else { return false }
    return withUnsafePointer(to: a) { left in
      withUnsafePointer(to: b) { right in equal.same(left, right) }
    }
  }

  /// The step comparing values of `type` with `==`, if it is `Equatable`; found once per type.
  private static func equality(of type: Any.Type) -> ComparisonStep? {
    equalities.answer(for: type) { type in
      guard MetadataKind.mayConform(type) else { return nil }
      return (type as? any Equatable.Type).map { ComparisonStep.equal($0, at: 0) }
    }
  }

  /// Whether `a` and `b` have the same bytes.
  static func sameBytes<T>(_ a: T, _ b: T) -> Bool {
    let size = MemoryLayout<T>.size
    if size == 0 { return true }
    return withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return true }
        return memcmp(left, right, size) == 0
      }
    }
  }
}
