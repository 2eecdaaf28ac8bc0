/// One track seen from the root value it animates: its length and how it sets its property.
struct KeyframeRootTrack<Root> {
  /// The track's length in seconds.
  let duration: Double
  /// Sets the track's property of `root` to its value at `time` when the keyframes start
  /// from `start`.
  let apply: (_ root: inout Root, _ start: Root, _ time: Double) -> Void
}
