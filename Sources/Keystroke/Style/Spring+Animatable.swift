import Foundation

// Bound to the main actor, as `Animatable` is here (SwiftUI's is not).
@MainActor
extension Spring {
  /// The value of the spring `time` seconds after it left `fromValue` for `toValue`, moving at
  /// `initialVelocity` (per second): the spring's motion applied to the values' animatable
  /// data, the rest of the value kept from `fromValue`.
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    let start = fromValue.animatableData
    var result = fromValue
    result.animatableData =
      start
      + value(
        target: toValue.animatableData - start,
        initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The velocity of the spring `time` seconds after it left `fromValue` for `toValue`,
  /// moving at `initialVelocity` (per second), as a value whose animatable data is the
  /// velocity.
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The force upon the spring at `position` moving at `velocity`, travelling from
  /// `fromValue` to `toValue`, in units of the value per second squared, as a value whose
  /// animatable data is the force.
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    let start = fromValue.animatableData
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData - start, position: position.animatableData - start,
      velocity: velocity.animatableData)
    return result
  }

  /// The estimated duration required for the spring travelling from `fromValue` to `toValue`
  /// at `initialVelocity` to be considered at rest: the time after which its distance from
  /// `toValue` stays within `epsilon`.
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }
}
