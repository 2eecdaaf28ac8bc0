import Foundation

/// Distances inward from each side, in cells (one point is one cell).
public struct EdgeInsets: Hashable, Sendable {
  /// From the top.
  public var top: CGFloat
  /// From the leading side.
  public var leading: CGFloat
  /// From the bottom.
  public var bottom: CGFloat
  /// From the trailing side.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Rounds each inset to whole cells, never negative.
  var cells: (top: Int, leading: Int, bottom: Int, trailing: Int) {
    (Cells.count(top), Cells.count(leading), Cells.count(bottom), Cells.count(trailing))
  }
}

/// Converts the points of SwiftUI's API into terminal cells: one point is one cell.
enum Cells {
  /// The whole number of cells for a length, at least 0 and at most a large bound.
  static func count(_ length: CGFloat) -> Int {
    guard length.isFinite else { return length > 0 ? SizeProposal.infinity.width ?? 0 : 0 }
    return Int(max(0, min(1_000_000, length.rounded())))
  }
}
