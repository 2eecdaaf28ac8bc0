import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, Core Graphics' `CGVector`, which Foundation on Linux does not
/// have: how far along each axis, as ``ScrollPhaseChangeContext/velocity`` would give it.
public struct CGVector: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector from its two components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector from its two components, given as `Double`.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// A vector from its two components, given as `Int`.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector() }

  /// The two components.
  public var debugDescription: String { "(\(dx), \(dy))" }
}
#endif
