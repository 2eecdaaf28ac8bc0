/// The views a ``Layout`` arranges, in the order its content lists them, SwiftUI's
/// `LayoutSubviews`. A slice keeps the indices of the whole, as an array slice does.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// A run of subviews is itself a collection of subviews.
  public typealias SubSequence = LayoutSubviews
  /// Each element is one subview.
  public typealias Element = LayoutSubview
  /// Subviews are numbered from zero in the order the content lists them.
  public typealias Index = Int

  /// Which way the container's text runs; always left to right in a terminal.
  public var layoutDirection: LayoutDirection = .leftToRight
  private let storage: [LayoutSubview]
  /// The index of the first subview.
  public let startIndex: Int
  /// The index past the last subview.
  public let endIndex: Int

  init(_ subviews: [LayoutSubview]) {
    self.init(storage: subviews, range: subviews.indices)
  }

  private init(storage: [LayoutSubview], range: Range<Int>) {
    self.storage = storage
    startIndex = range.lowerBound
    endIndex = range.upperBound
  }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { storage[index] }

  /// The subviews in `bounds`, keeping their indices.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(
      bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex,
      "LayoutSubviews: range out of bounds")
    return LayoutSubviews(storage: storage, range: bounds)
  }

  /// The subviews at `indices`, in that order, indexed from zero.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(indices.map { self[$0] })
  }

  /// Whether both hold the same subviews in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }
}
