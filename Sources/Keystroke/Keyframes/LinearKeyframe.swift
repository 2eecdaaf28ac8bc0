import Foundation

/// A keyframe that moves to its value in a straight line, SwiftUI's `LinearKeyframe`: at
/// constant speed, or at the pace of a ``UnitCurve``. Values that are not
/// ``VectorArithmetic`` move at the keyframe's end.
public struct LinearKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentSource {
  let keyframeSegments: [KeyframeSegment<Value>]

  /// A keyframe that reaches `to` after `duration` seconds, the fraction of the way it has
  /// gone at each moment given by `timingCurve` (constant speed with `.linear`).
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    keyframeSegments = [
      KeyframeSegment(value: to, duration: max(duration, 0), curve: .linear(timingCurve))
    ]
  }
}
