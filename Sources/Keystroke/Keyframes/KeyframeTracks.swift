/// Tracks that run side by side: what a ``KeyframesBuilder`` makes.
public struct KeyframeTracks<Value>: Keyframes {
  let tracks: [KeyframeRootTrack<Value>]

  init(_ tracks: [KeyframeRootTrack<Value>]) {
    self.tracks = tracks
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
