/// One keyframe: the value a track reaches at the end of `duration` and how it gets there.
struct KeyframeSegment<Value> {
  /// How a segment moves from the previous keyframe's value to its own.
  enum Curve {
    /// In a straight line, at the pace of a timing curve (constant speed with `.linear`).
    case linear(UnitCurve)
    /// Along a cubic Hermite curve; a `nil` velocity is computed to keep the motion smooth.
    case cubic(startVelocity: Value?, endVelocity: Value?)
    /// At once, at the start of the segment (whose duration is zero).
    case move
    /// Along a spring's motion; a `nil` velocity is the one the track had as the previous
    /// segment ended.
    case spring(Spring, startVelocity: Value?)
  }

  /// The value at the end of the segment.
  let value: Value
  /// The length of the segment in seconds.
  let duration: Double
  /// How the segment moves.
  let curve: Curve
}
