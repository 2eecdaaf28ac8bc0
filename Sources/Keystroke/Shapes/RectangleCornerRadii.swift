import Foundation

/// The radius of each corner of an ``UnevenRoundedRectangle``, SwiftUI's
/// `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Corner radii; a corner left out is square.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
