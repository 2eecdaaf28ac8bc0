/// One keyframe: the value a track reaches at the end of `duration` and how it gets there.
struct KeyframeSegment<Value> {
  /// How a segment moves from the previous keyframe's value to its own.
  enum Curve {
    /// In a straight line at constant speed.
    case linear
    /// Along a cubic Hermite curve; a `nil` velocity is computed to keep the motion smooth.
    case cubic(startVelocity: Value?, endVelocity: Value?)
    /// At once, at the start of the segment (whose duration is zero).
    case move
  }

  /// The value at the end of the segment.
  let value: Value
  /// The length of the segment in seconds.
  let duration: Double
  /// How the segment moves.
  let curve: Curve
}
