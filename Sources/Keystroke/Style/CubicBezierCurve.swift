import Foundation

/// A cubic Bézier curve from (0, 0) to (1, 1) with two control points, the arithmetic behind
/// ``UnitCurve/bezier(startControlPoint:endControlPoint:)``: x and y as polynomials in the
/// curve's parameter `s`, and x solved for `s`.
struct CubicBezierCurve {
  private let (ax, bx, cx): (Double, Double, Double)
  private let (ay, by, cy): (Double, Double, Double)

  /// The curve through `start` and `end`, their x components clamped to 0…1.
  init(_ start: UnitPoint, _ end: UnitPoint) {
    let x1 = min(max(Double(start.x), 0), 1)
    let x2 = min(max(Double(end.x), 0), 1)
    (cx, bx, ax) = Self.coefficients(x1, x2)
    (cy, by, ay) = Self.coefficients(Double(start.y), Double(end.y))
  }

  /// The power-basis coefficients of `3(1−s)²s·p1 + 3(1−s)s²·p2 + s³`: `c·s + b·s² + a·s³`.
  private static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    return (c, b, 1 - c - b)
  }

  func x(at s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  func y(at s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private func dx(at s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  private func dy(at s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// dy/dx at parameter `s`; where the curve stops for an instant (a control point on an end
  /// point), the ratio of the second derivatives, the slope the curve leaves or arrives with.
  func slope(at s: Double) -> Double {
    let (dx, dy) = (dx(at: s), dy(at: s))
    if abs(dx) > 1e-12 { return dy / dx }
    let (ddx, ddy) = (6 * ax * s + 2 * bx, 6 * ay * s + 2 * by)
    if abs(dy) <= 1e-12, abs(ddx) > 1e-12 { return ddy / ddx }
    return dy >= 0 ? .infinity : -.infinity
  }

  /// The parameter where the curve's x is `x` (in 0…1): Newton's method, then bisection
  /// (x grows with `s` because the control points' x lie in 0…1).
  func parameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = self.x(at: s) - x
      if abs(error) < 1e-12, (0...1).contains(s) { return s }
      let slope = dx(at: s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    s = x
    for _ in 0..<64 {
      let value = self.x(at: s)
      if abs(value - x) < 1e-12 { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
