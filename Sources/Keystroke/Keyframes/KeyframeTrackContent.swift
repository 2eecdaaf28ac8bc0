/// A group of keyframes that make up a ``KeyframeTrack``, SwiftUI's `KeyframeTrackContent`:
/// ``LinearKeyframe``, ``CubicKeyframe``, ``MoveKeyframe`` and what a
/// ``KeyframeTrackContentBuilder`` collects from them. Types an app conforms itself contribute
/// no keyframes.
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes move.
  associatedtype Value
}

/// Keyframe content that knows its segments: the keyframe types Keystroke provides.
protocol KeyframeSegmentSource<Value> {
  associatedtype Value
  /// The segments, in order.
  var keyframeSegments: [KeyframeSegment<Value>] { get }
}

extension KeyframeTrackContent {
  /// The segments of this content; none for content that does not know its segments.
  var segments: [KeyframeSegment<Value>] {
    (self as? any KeyframeSegmentSource<Value>)?.keyframeSegments ?? []
  }
}
