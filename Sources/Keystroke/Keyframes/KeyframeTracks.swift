/// Tracks that run side by side: what a ``KeyframesBuilder`` makes. Keyframes listed in the
/// builder directly, outside a ``KeyframeTrack``, follow one another as one more track that
/// animates the whole value.
public struct KeyframeTracks<Value>: Keyframes {
  /// The tracks listed.
  let declared: [KeyframeRootTrack<Value>]
  /// The keyframes listed directly, in order.
  let loose: [KeyframeSegment<Value>]

  init(_ tracks: [KeyframeRootTrack<Value>], loose: [KeyframeSegment<Value>] = []) {
    declared = tracks
    self.loose = loose
  }

  /// Every track: the ones listed, then the directly listed keyframes' track, if any.
  var tracks: [KeyframeRootTrack<Value>] {
    guard !loose.isEmpty else { return declared }
    let path = KeyframeTrackPath(segments: loose)
    let whole = KeyframeRootTrack<Value>(duration: path.duration) { root, start, time in
      root = path.value(from: start, at: time)
    }
    return declared + [whole]
  }

  /// These tracks with `other`'s after them; directly listed keyframes follow one another.
  func followed(by other: KeyframeTracks) -> KeyframeTracks {
    KeyframeTracks(declared + other.declared, loose: loose + other.loose)
  }

  /// The length of the longest track, in seconds.
  var duration: Double { tracks.map(\.duration).max() ?? 0 }

  /// `start` with every track applied at `time`; tracks that have ended hold their last
  /// keyframe's value.
  func value(from start: Value, at time: Double) -> Value {
    var root = start
    for track in tracks { track.apply(&root, start, time) }
    return root
  }
}
