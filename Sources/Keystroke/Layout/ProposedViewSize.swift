import Foundation

/// A proposal for the size of a view, SwiftUI's `ProposedViewSize`: `nil` in a dimension asks
/// for the view's ideal length there. In Keystroke one unit is one cell.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Asks for the smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with `size` in the dimensions left unspecified.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal a cell-based one stands for.
  init(_ proposal: SizeProposal) {
    self.init(
      width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
  }
}
