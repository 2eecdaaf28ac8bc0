/// A keyframe that jumps to its value at once, SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentSource {
  let keyframeSegments: [KeyframeSegment<Value>]

  /// A keyframe that moves to `to` immediately, taking no time.
  public init(_ to: Value) {
    keyframeSegments = [KeyframeSegment(value: to, duration: 0, curve: .move)]
  }
}
