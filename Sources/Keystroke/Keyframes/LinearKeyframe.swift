import Foundation

/// A keyframe that moves to its value in a straight line at constant speed, SwiftUI's
/// `LinearKeyframe`. Values that are not ``VectorArithmetic`` move at the keyframe's end.
public struct LinearKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentSource {
  let keyframeSegments: [KeyframeSegment<Value>]

  /// A keyframe that reaches `to` after `duration` seconds. SwiftUI's `timingCurve:`
  /// (a `UnitCurve`) is not provided; the speed is constant.
  public init(_ to: Value, duration: TimeInterval) {
    keyframeSegments = [KeyframeSegment(value: to, duration: max(duration, 0), curve: .linear)]
  }
}
