/// Keyframes one after another: what a ``KeyframeTrackContentBuilder`` makes.
public struct KeyframeSequence<Value>: KeyframeTrackContent, KeyframeSegmentSource {
  let keyframeSegments: [KeyframeSegment<Value>]

  init(_ segments: [KeyframeSegment<Value>]) {
    keyframeSegments = segments
  }
}
