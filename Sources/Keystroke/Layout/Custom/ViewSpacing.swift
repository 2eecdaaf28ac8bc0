import Foundation

/// The space a view prefers between itself and its neighbours, edge by edge, SwiftUI's
/// `ViewSpacing`. In cells: a view wants one column beside another and no blank row above or
/// below, the gaps Keystroke's own stacks leave.
public struct ViewSpacing: Sendable, Equatable {
  private var top: CGFloat
  private var leading: CGFloat
  private var bottom: CGFloat
  private var trailing: CGFloat

  /// No spacing on any edge.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The default spacing: one column on the leading and trailing edges, none above or below.
  public init() { self.init(top: 0, leading: 1, bottom: 0, trailing: 1) }

  private init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Takes, on each edge in `edges`, the larger of this spacing and `other`'s.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// This spacing with, on each edge in `edges`, the larger of it and `other`'s.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var union = self
    union.formUnion(other, edges: edges)
    return union
  }

  /// The gap to leave between this view and `next`, which follows it along `axis`: the larger
  /// of what the two ask for on the facing edges.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    switch axis {
    case .horizontal: return max(trailing, next.leading)
    case .vertical: return max(bottom, next.top)
    }
  }
}
