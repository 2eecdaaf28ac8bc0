import Foundation

/// The motion of a damped spring, `m·x″ + c·x′ + k·x = 0`, solved in closed form: the pure
/// arithmetic behind ``Spring``. A displacement `y₀` from the target with velocity `v₀` is,
/// `t` seconds later, `y₀·release(t) + v₀·push(t)`; the two responses and their derivatives
/// are the textbook solutions for the under-, critically and over-damped cases.
struct SpringResponse {
  /// The undamped angular frequency `√(k/m)`, in radians per second.
  let frequency: Double
  /// The damping ratio `c / (2√(mk))`.
  let dampingRatio: Double

  /// The displacement, `t` seconds on, of a spring released at rest one unit from its target
  /// (`release`), and of one pushed at one unit per second from its target (`push`), with the
  /// velocities of both.
  func responses(at t: Double) -> (
    release: Double, releaseVelocity: Double, push: Double, pushVelocity: Double
  ) {
    let w = frequency
    let z = dampingRatio
    if abs(z - 1) < 1e-9 {
      let decay = exp(-w * t)
      return ((1 + w * t) * decay, -w * w * t * decay, t * decay, (1 - w * t) * decay)
    }
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let decay = exp(-z * w * t)
      let (s, c) = (sin(wd * t), cos(wd * t))
      return (
        decay * (c + z * w / wd * s), -decay * w * w / wd * s,
        decay * s / wd, decay * (c - z * w / wd * s)
      )
    }
    let root = (z * z - 1).squareRoot()
    let r1 = -w / (z + root)
    let r2 = -w * (z + root)
    let (e1, e2) = (exp(r1 * t), exp(r2 * t))
    let gap = r2 - r1
    return (
      (r2 * e1 - r1 * e2) / gap, r1 * r2 * (e1 - e2) / gap,
      (e2 - e1) / gap, (r2 * e2 - r1 * e1) / gap
    )
  }

  /// The rate at which the slowest part of the motion dies away, per second.
  private var decayRate: Double {
    let z = dampingRatio
    if z < 1 { return z * frequency }
    return frequency / (z + (max(z * z - 1, 0)).squareRoot())
  }

  /// The time after which `distance(t)` stays within `epsilon`, for a motion whose distance
  /// from the target is at most `scale·(1 + ωt)·e^(−λt)`: the last time the distance exceeds
  /// `epsilon`, found on a fine grid and refined by bisection. Infinite for an undamped
  /// spring.
  func settlingTime(scale: Double, epsilon: Double, distance: (Double) -> Double) -> Double {
    guard scale > 0 else { return 0 }
    let rate = decayRate
    guard rate > 0, epsilon > 0 else { return .infinity }
    var horizon = 1 / frequency
    for _ in 0..<200 where scale * (1 + frequency * horizon) * exp(-rate * horizon) > epsilon {
      horizon *= 1.5
    }
    let cycles = horizon * frequency / (2 * Double.pi)
    let steps = min(max(2_000, Int(cycles * 64)), 200_000)
    let step = horizon / Double(steps)
    var lastAbove: Int?
    for index in 0...steps where distance(Double(index) * step) > epsilon {
      lastAbove = index
    }
    guard let lastAbove else { return 0 }
    var (low, high) = (Double(lastAbove) * step, Double(lastAbove + 1) * step)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if distance(middle) > epsilon { low = middle } else { high = middle }
    }
    return high
  }

  /// The largest factor by which either response exceeds its envelope `(1 + ωt)·e^(−λt)`.
  var envelopeScale: (release: Double, push: Double) {
    let z = dampingRatio
    let w = frequency
    if abs(z - 1) < 1e-9 { return (1, 1 / w) }
    if z < 1 {
      let root = (1 - z * z).squareRoot()
      return (1 / root, 1 / (w * root))
    }
    let root = (z * z - 1).squareRoot()
    return (z / root, 1 / (w * root))
  }
}
