import Foundation

extension Spring {
  /// The value of the spring `time` seconds after it started from zero towards `target`,
  /// moving at `initialVelocity` (per second).
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let response = motion.responses(at: time)
    return target.scaled(by: 1 - response.release) + initialVelocity.scaled(by: response.push)
  }

  /// The velocity of the spring `time` seconds after it started from zero towards `target`,
  /// moving at `initialVelocity` (per second).
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let response = motion.responses(at: time)
    return target.scaled(by: -response.releaseVelocity)
      + initialVelocity.scaled(by: response.pushVelocity)
  }

  /// Moves `value` and `velocity` on by `deltaTime` seconds of the spring's motion towards
  /// `target` (exactly, not by a numerical step).
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let response = motion.responses(at: deltaTime)
    let displacement = value - target
    value =
      target + displacement.scaled(by: response.release) + velocity.scaled(by: response.push)
    velocity =
      displacement.scaled(by: response.releaseVelocity)
      + velocity.scaled(by: response.pushVelocity)
  }

  /// The force upon the spring at `position` moving at `velocity` towards `target`, in units
  /// of the value per second squared: `(−k·(position − target) − c·velocity) / m`.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (position - target).scaled(by: -stiffness / mass) + velocity.scaled(by: -damping / mass)
  }

  /// The estimated duration required for the spring, started from zero towards `target` at
  /// `initialVelocity`, to be considered at rest: the time after which its distance from the
  /// target stays within `epsilon`. Infinite for an undamped spring (a bounce of 1).
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    let motion = motion
    let envelope = motion.envelopeScale
    let scale =
      target.magnitudeSquared.squareRoot() * envelope.release
      + initialVelocity.magnitudeSquared.squareRoot() * envelope.push
    return motion.settlingTime(scale: scale, epsilon: epsilon) { time in
      let response = motion.responses(at: time)
      let offset = target.scaled(by: -response.release) + initialVelocity.scaled(by: response.push)
      return offset.magnitudeSquared.squareRoot()
    }
  }
}
