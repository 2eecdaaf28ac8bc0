import Foundation

/// A keyframe that uses a spring function to interpolate to its value, SwiftUI's
/// `SpringKeyframe`. The segment follows the spring from the previous keyframe's value
/// towards its own, starting at `startVelocity` or, when that is `nil`, at the velocity the
/// track had as the previous keyframe ended (zero at the start of a track and after a move);
/// the track holds the keyframe's value once the segment ends. Values that are not
/// ``VectorArithmetic`` move at the keyframe's end.
public struct SpringKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentSource {
  let keyframeSegments: [KeyframeSegment<Value>]

  /// A keyframe that springs to `to`. `duration` is the length of the segment, or `nil` for
  /// the spring's ``Spring/settlingDuration``; `spring` shapes the segment before the
  /// keyframe.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    keyframeSegments = [
      KeyframeSegment(
        value: to, duration: max(duration ?? spring.settlingDuration, 0),
        curve: .spring(spring, startVelocity: startVelocity))
    ]
  }
}
