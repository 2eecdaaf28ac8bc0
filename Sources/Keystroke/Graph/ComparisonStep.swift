import Foundation

/// One step of comparing two values of a view type in place: a byte range, a field of an
/// `Equatable` type compared with `==`, a type-erased view (`AnyView`'s) compared by what
/// it wraps, or a closure compared by its code and captures.
///
/// Shared between threads by the plan table: an `.equatable` step's closure captures nothing
/// but the type it compares, so calling it from anywhere is safe.
enum ComparisonStep: @unchecked Sendable {
  /// The bytes in this range must match.
  case bytes(Range<Int>)
  /// The field at this offset must be equal.
  case equatable(offset: Int, same: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
  /// The `any View` field at this offset must wrap the same type with the same inputs.
  case view(offset: Int)
  /// The closure at this offset must run the same code with captures that compare the same;
  /// `capturesOnlyValues` when the framework wrote it and it captures no variable's box.
  case closure(offset: Int, capturesOnlyValues: Bool)

  /// A step comparing the field of type `type` at `offset` with `==`.
  static func equal(_ type: any Equatable.Type, at offset: Int) -> ComparisonStep {
    .equatable(offset: offset, same: comparator(for: type))
  }

  private static func comparator<T: Equatable>(for type: T.Type) -> (
    UnsafeRawPointer, UnsafeRawPointer
  ) -> Bool {
    { left, right in
      left.assumingMemoryBound(to: T.self).pointee == right.assumingMemoryBound(to: T.self).pointee
    }
  }

  /// Appends a byte range, merged into the last step when the two are adjacent.
  static func appendBytes(_ range: Range<Int>, to steps: inout [ComparisonStep]) {
    if case .bytes(let last) = steps.last, last.upperBound == range.lowerBound {
      steps[steps.count - 1] = .bytes(last.lowerBound..<range.upperBound)
    } else {
      steps.append(.bytes(range))
    }
  }

  /// Whether the values at `left` and `right` agree in this step.
  func same(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
    switch self {
    case .bytes(let range):
      return memcmp(left + range.lowerBound, right + range.lowerBound, range.count) == 0
    case .equatable(let offset, let same):
      return same(left + offset, right + offset)
    case .view(let offset):
      return ViewComparison.sameViews(
        (left + offset).assumingMemoryBound(to: (any View).self).pointee,
        (right + offset).assumingMemoryBound(to: (any View).self).pointee)
    case .closure(let offset, let capturesOnlyValues):
      return ClosureComparison.same(
        left + offset, right + offset, capturesOnlyValues: capturesOnlyValues)
    }
  }
}
