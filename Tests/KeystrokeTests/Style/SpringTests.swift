import Foundation
import Keystroke
import Testing

/// `Spring` converts between its descriptions as SwiftUI documents, and its motion matches a
/// damped spring integrated step by step.
@Suite struct SpringTests {
  /// The spring's motion `m·x″ = −k·(x − target) − c·x′` from zero, integrated with
  /// fourth-order Runge-Kutta steps: an independent check of the closed forms.
  private static func integrate(
    _ spring: Spring, target: Double, velocity: Double, until time: Double
  ) -> (value: Double, velocity: Double) {
    let (k, c, m) = (spring.stiffness, spring.damping, spring.mass)
    func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
    var (x, v) = (0.0, velocity)
    let steps = 20_000
    let h = time / Double(steps)
    for _ in 0..<steps {
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
  }

  @Test func theDocumentedConversionsHold() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    let described = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(described.duration - 0.63) < 0.005)
    #expect(abs(described.bounce - 0.5) < 1e-12)
  }

  @Test func durationAndBounceRoundTripThroughMassStiffnessAndDamping() {
    for duration in [0.2, 0.5, 1.3] {
      for bounce in [-0.5, 0, 0.3, 0.9] {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(abs(spring.duration - duration) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        #expect(abs(spring.response - duration) < 1e-12)
        #expect(abs(spring.stiffness - pow(2 * .pi / duration, 2)) < 1e-9)
        let damping =
          bounce >= 0 ? (1 - bounce) * 4 * .pi / duration : 4 * .pi / (duration * (1 + bounce))
        #expect(abs(spring.damping - damping) < 1e-9)
        let rebuilt = Spring(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
          allowOverDamping: true)
        #expect(abs(rebuilt.duration - duration) < 1e-9)
        #expect(abs(rebuilt.bounce - bounce) < 1e-9)
      }
    }
  }

  @Test func overDampingIsCriticalUnlessAllowed() {
    #expect(Spring(mass: 1, stiffness: 100, damping: 40).bounce == 0)
    let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(abs(allowed.dampingRatio - 2) < 1e-12)
    #expect(abs(allowed.bounce + 0.5) < 1e-12)
  }

  @Test func theNamedSpringsHaveTheirDocumentedBounce() {
    #expect(Spring.smooth.bounce == 0)
    #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
    #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
    #expect(abs(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce - 0.4) < 1e-12)
    #expect(abs(Spring.snappy(duration: 0.25).duration - 0.25) < 1e-12)
    #expect(Spring() == Spring(duration: 0.5, bounce: 0))
    let responsive = Spring(response: 0.4, dampingRatio: 0.7)
    #expect(abs(responsive.duration - 0.4) < 1e-12)
    #expect(abs(responsive.bounce - 0.3) < 1e-12)
  }

  @Test func aCriticallyDampedSpringFollowsItsClosedForm() {
    let spring = Spring(duration: 1, bounce: 0)
    let w = 2 * Double.pi
    for time in [0, 0.1, 0.25, 0.7] {
      let expected = 1 - (1 + w * time) * exp(-w * time)
      #expect(abs(spring.value(target: 1.0, time: time) - expected) < 1e-12)
    }
  }

  @Test func valuesAndVelocitiesMatchAnIntegratedSpring() {
    let springs = [
      Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.8, bounce: 0),
      Spring(duration: 0.4, bounce: -0.4), Spring(mass: 2, stiffness: 60, damping: 3),
    ]
    for spring in springs {
      for (target, velocity) in [(1.0, 0.0), (-3.0, 5.0)] {
        let integrated = Self.integrate(spring, target: target, velocity: velocity, until: 0.3)
        let value = spring.value(target: target, initialVelocity: velocity, time: 0.3)
        let speed = spring.velocity(target: target, initialVelocity: velocity, time: 0.3)
        #expect(abs(value - integrated.value) < 1e-8)
        #expect(abs(speed - integrated.velocity) < 1e-6)
      }
    }
  }

  @Test func updateMovesValueAndVelocityAlongTheSameMotion() {
    let spring = Spring(duration: 0.6, bounce: 0.4)
    var (value, velocity) = (0.0, 2.0)
    for _ in 0..<10 {
      spring.update(value: &value, velocity: &velocity, target: 4.0, deltaTime: 0.03)
    }
    #expect(abs(value - spring.value(target: 4.0, initialVelocity: 2.0, time: 0.3)) < 1e-9)
    #expect(abs(velocity - spring.velocity(target: 4.0, initialVelocity: 2.0, time: 0.3)) < 1e-9)
  }

  @Test func theForceIsHookesLawWithDragOverTheMass() {
    let spring = Spring(mass: 2, stiffness: 50, damping: 4)
    #expect(abs(spring.force(target: 1.0, position: 0.0, velocity: 1.0) - 23) < 1e-12)
  }

  @Test func aSpringSettlesWhenItStaysWithinEpsilon() {
    // Critically damped from rest: 1 − x(t) = (1 + ωt)·e^(−ωt); it settles where that is 0.001.
    let spring = Spring(duration: 0.5, bounce: 0)
    let w = 4 * Double.pi
    var (low, high) = (1.0, 20.0)
    for _ in 0..<100 {
      let u = (low + high) / 2
      if (1 + u) * exp(-u) > 0.001 { low = u } else { high = u }
    }
    #expect(abs(spring.settlingDuration - high / w) < 1e-6)
    let bouncy = Spring(duration: 0.5, bounce: 0.5)
    let settled = bouncy.settlingDuration
    for step in 0...400 {
      let time = settled + Double(step) * 0.005
      #expect(abs(1 - bouncy.value(target: 1.0, time: time)) <= 0.001 + 1e-12)
    }
    #expect(abs(1 - bouncy.value(target: 1.0, time: settled - 1e-6)) > 0.001)
    #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
  }

  @Test func aSpringMadeFromASettlingDurationSettlesInIt() {
    let spring = Spring(settlingDuration: 0.8, dampingRatio: 0.6)
    #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
    #expect(abs(spring.settlingDuration - 0.8) < 1e-6)
  }

  /// A marker on a track: its position animates, its label does not.
  private struct TrackMarker: Animatable {
    var x: Double
    var y: Double
    var label: String

    var animatableData: AnimatablePair<Double, Double> {
      get { AnimatablePair(x, y) }
      set { (x, y) = (newValue.first, newValue.second) }
    }
  }

  @MainActor @Test func theFromValueFormsFollowTheClosedFormFromTheStartingValue() {
    // Underdamped: x(t) = to + e^(−ζωt)·(y₀·cos ω_d t + (v₀ + ζω·y₀) / ω_d · sin ω_d t),
    // with y₀ = from − to.
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let w = 4 * Double.pi
    let z = 0.7
    let wd = w * (1 - z * z).squareRoot()
    func closedForm(from: Double, to: Double, velocity: Double, time: Double) -> Double {
      let y0 = from - to
      return to + exp(-z * w * time)
        * (y0 * cos(wd * time) + (velocity + z * w * y0) / wd * sin(wd * time))
    }
    let start = TrackMarker(x: 2, y: -1, label: "start")
    let end = TrackMarker(x: 10, y: 3, label: "end")
    let push = TrackMarker(x: 4, y: 0, label: "push")
    for time in [0, 0.05, 0.2, 0.45] {
      let moved = spring.value(fromValue: start, toValue: end, initialVelocity: push, time: time)
      #expect(moved.label == "start")
      #expect(abs(moved.x - closedForm(from: 2, to: 10, velocity: 4, time: time)) < 1e-9)
      #expect(abs(moved.y - closedForm(from: -1, to: 3, velocity: 0, time: time)) < 1e-9)
      let speed = spring.velocity(
        fromValue: start, toValue: end, initialVelocity: push, time: time)
      let h = 1e-6
      let slope =
        (closedForm(from: 2, to: 10, velocity: 4, time: time + h)
          - closedForm(from: 2, to: 10, velocity: 4, time: time)) / h
      #expect(abs(speed.x - slope) < 1e-3)
    }
    let resting = TrackMarker(x: 0, y: 0, label: "")
    #expect(spring.velocity(fromValue: start, toValue: end, initialVelocity: push, time: 0).x == 4)
    let force = spring.force(
      fromValue: start, toValue: end, position: TrackMarker(x: 6, y: 3, label: ""),
      velocity: TrackMarker(x: 1, y: 0, label: ""))
    // −k·(6 − 10) − c·1 over a mass of 1; y is at its target and still.
    #expect(abs(force.x - (spring.stiffness * 4 - spring.damping)) < 1e-9)
    #expect(abs(force.y) < 1e-12)
    #expect(
      spring.settlingDuration(
        fromValue: start, toValue: end, initialVelocity: resting, epsilon: 0.001)
        == spring.settlingDuration(
          target: AnimatablePair(8.0, 4.0), initialVelocity: AnimatablePair(0.0, 0.0),
          epsilon: 0.001))
  }
}
