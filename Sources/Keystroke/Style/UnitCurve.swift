import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in 0…1 to an
/// output progress, SwiftUI's `UnitCurve`: the shape that changes the effective speed of an
/// interpolation. `value(at:)` is the curve's y where its x is the input progress.
///
/// The Bézier curves are cubic, from (0, 0) to (1, 1) through two control points, as CSS's
/// `cubic-bezier()` timing functions are: `easeInOut` is (0.42, 0) and (0.58, 1), which is
/// CSS's `ease-in-out`. The circular curves are quadrants of a unit circle.
public struct UnitCurve: Hashable, Sendable {
  private enum Shape: Hashable, Sendable {
    case linear
    case bezier(UnitPoint, UnitPoint)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
  }

  private let shape: Shape

  private init(_ shape: Shape) { self.shape = shape }

  /// Creates a curve from cubic Bézier control points: the tangent from (0, 0) to
  /// `startControlPoint` sets the initial velocity, the one from (1, 1) to `endControlPoint`
  /// the final velocity. The control points' x components are clamped to 0…1 when the curve is
  /// evaluated.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(.bezier(startControlPoint, endControlPoint))
  }

  /// A linear curve.
  public static let linear = UnitCurve(.linear)

  /// A Bézier curve that starts out slowly, then speeds up as it finishes: control points
  /// (0.42, 0) and (1, 1).
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

  /// A Bézier curve that starts out quickly, then slows down as it approaches the end:
  /// control points (0, 0) and (0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

  /// A Bézier curve that starts out slowly, speeds up over the middle, then slows down again
  /// as it approaches the end: control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

  /// The earlier name of ``easeInOut``.
  public static let easeInEaseOut = easeInOut

  /// A curve that starts out slowly, then speeds up as it finishes: the fourth (bottom
  /// right) quadrant of a unit circle, `1 − √(1 − x²)`.
  public static let circularEaseIn = UnitCurve(.circularEaseIn)

  /// A curve that starts out quickly, then slows down as it approaches the end: the second
  /// (top left) quadrant of a unit circle, `√(1 − (1 − x)²)`.
  public static let circularEaseOut = UnitCurve(.circularEaseOut)

  /// A curve that starts out slowly, speeds up over the middle, then slows down again:
  /// `circularEaseIn` over the first half and `circularEaseOut` over the second, each scaled
  /// to half the square.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  /// The output progress where the input progress is `progress` (clamped to 0…1).
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch shape {
    case .linear:
      return x
    case .bezier(let start, let end):
      let curve = CubicBezierCurve(start, end)
      return curve.y(at: curve.parameter(forX: x))
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (x * (2 - x)).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
      let u = 2 * x - 1
      return (1 + (u * (2 - u)).squareRoot()) / 2
    }
  }

  /// The rate of change of the output progress with the input progress at `progress`
  /// (clamped to 0…1): the curve's slope there.
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch shape {
    case .linear:
      return 1
    case .bezier(let start, let end):
      let curve = CubicBezierCurve(start, end)
      return curve.slope(at: curve.parameter(forX: x))
    case .circularEaseIn:
      return x / (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - x) / (x * (2 - x)).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
      let u = 2 * x - 1
      return (1 - u) / (u * (2 - u)).squareRoot()
    }
  }

  /// The curve with input and output swapped: a Bézier curve's control points mirrored across
  /// the diagonal, `circularEaseIn` and `circularEaseOut` swapped. `linear` and
  /// `circularEaseInOut` are their own inverses here.
  public var inverse: UnitCurve {
    switch shape {
    case .linear, .circularEaseInOut:
      return self
    case .bezier(let start, let end):
      return .bezier(
        startControlPoint: UnitPoint(x: start.y, y: start.x),
        endControlPoint: UnitPoint(x: end.y, y: end.x))
    case .circularEaseIn:
      return .circularEaseOut
    case .circularEaseOut:
      return .circularEaseIn
    }
  }
}
