import Keystroke
import Testing

/// `UnitCurve` evaluates its Bézier curves as CSS's `cubic-bezier()` timing functions do and its
/// circular curves as quadrants of a unit circle.
@Suite struct UnitCurveTests {
  private static let curves: [UnitCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
    .circularEaseInOut,
  ]

  @Test func everyCurveRunsFromZeroToOne() {
    for curve in Self.curves {
      #expect(abs(curve.value(at: 0)) < 1e-12)
      #expect(abs(curve.value(at: 1) - 1) < 1e-12)
      #expect(abs(curve.value(at: -2)) < 1e-12)
      #expect(abs(curve.value(at: 3) - 1) < 1e-12)
    }
  }

  @Test func theEasingCurvesMatchCSSTimingFunctions() {
    // cubic-bezier(0.42, 0, 1, 1), (0, 0, 0.58, 1) and (0.42, 0, 0.58, 1), solved by bisection.
    #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.315_356_812_572_539) < 1e-9)
    #expect(abs(UnitCurve.easeOut.value(at: 0.5) - 0.684_643_187_427_461) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.25) - 0.129_161_931_047_320) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
    #expect(UnitCurve.easeInEaseOut == .easeInOut)
    #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
  }

  @Test func theCircularCurvesAreQuartersOfACircle() {
    #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-12)
    #expect(abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-12)
    #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.3) - 0.1) < 1e-12)
    #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) < 1e-12)
    #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.7) - 0.9) < 1e-12)
  }

  @Test func velocityIsTheCurvesSlope() {
    for curve in Self.curves {
      for progress in [0.2, 0.45, 0.8] {
        let h = 1e-6
        let slope = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
        #expect(abs(curve.velocity(at: progress) - slope) < 1e-5)
      }
    }
    #expect(UnitCurve.linear.velocity(at: 0.9) == 1)
    #expect(abs(UnitCurve.easeInOut.velocity(at: 0)) < 1e-12)
    // A control point on the start point leaves the start tangent to the other one.
    #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-9)
  }

  @Test func theInverseSwapsInputAndOutput() {
    for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut] {
      for progress in [0.1, 0.5, 0.85] {
        #expect(abs(curve.inverse.value(at: curve.value(at: progress)) - progress) < 1e-9)
      }
    }
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(UnitCurve.linear.inverse == .linear)
  }

  @Test func controlPointsOutsideTheSquareAreClampedAcross() {
    let overshoot = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -1, y: 0.5), endControlPoint: UnitPoint(x: 2, y: 1.5))
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 0.5), endControlPoint: UnitPoint(x: 1, y: 1.5))
    #expect(overshoot.value(at: 0.4) == clamped.value(at: 0.4))
    #expect(overshoot.value(at: 0.5) > 0.5)
  }
}
