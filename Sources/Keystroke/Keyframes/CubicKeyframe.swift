import Foundation

/// A keyframe that moves to its value along a smooth cubic curve, SwiftUI's `CubicKeyframe`.
/// Adjacent cubic keyframes make a Catmull-Rom spline; beside a linear keyframe a cubic one
/// takes its velocity, and at the ends of a track or beside a move it starts or stops at
/// rest. Values that are not ``VectorArithmetic`` move at the keyframe's end.
public struct CubicKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentSource {
  let keyframeSegments: [KeyframeSegment<Value>]

  /// A keyframe that reaches `to` after `duration` seconds, leaving and arriving with the
  /// given velocities (per second), or velocities that keep the motion smooth when `nil`.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    keyframeSegments = [
      KeyframeSegment(
        value: to, duration: max(duration, 0),
        curve: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    ]
  }
}
