import Foundation

/// Compares two values of one type the way the graph decides whether a view's input changed:
/// first by their bytes, the cheap and conservative test SwiftUI also starts with (equal bytes
/// mean equal plain values, the same object references and the same closures), then, for an
/// `Equatable` type, with `==`. Values that are neither are treated as changed.
enum ValueEquivalence {
  /// Whether `a` and `b` have the same bytes, or are equal `Equatable` values.
  static func same<T>(_ a: T, _ b: T) -> Bool {
    if sameBytes(a, b) { return true }
    guard let left = a as? any Equatable else { return false }
    return left.isEqual(toAny: b)
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

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
