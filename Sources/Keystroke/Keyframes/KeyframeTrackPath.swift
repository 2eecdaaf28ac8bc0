/// The keyframes of one track laid end to end from a start value: the pure evaluation behind
/// ``KeyframeTimeline`` and ``KeyframeAnimator``.
struct KeyframeTrackPath<Value> {
  /// The keyframes, in order.
  let segments: [KeyframeSegment<Value>]

  /// The total length in seconds.
  var duration: Double { segments.reduce(0) { $0 + $1.duration } }

  /// The value at `time` seconds when the track starts from `start`: `start` before the
  /// first keyframe, the last keyframe's value after the end.
  func value(from start: Value, at time: Double) -> Value {
    var points = [start]
    points.append(contentsOf: segments.map(\.value))
    guard time >= 0 else { return start }
    var segmentStart = 0.0
    for (index, segment) in segments.enumerated() where segment.duration > 0 {
      let segmentEnd = segmentStart + segment.duration
      if time < segmentEnd {
        let progress = (time - segmentStart) / segment.duration
        return value(ofSegment: index, at: progress, points: points)
      }
      segmentStart = segmentEnd
    }
    return points[points.count - 1]
  }

  /// The value `progress` (0–1) of the way through segment `index`, which runs from
  /// `points[index]` to `points[index + 1]`.
  private func value(ofSegment index: Int, at progress: Double, points: [Value]) -> Value {
    let from = points[index]
    let segment = segments[index]
    let interpolated: Value?
    switch segment.curve {
    case .linear(let timing):
      let eased = timing.value(at: progress)
      interpolated = KeyframeArithmetic.sum([(from, 1 - eased), (segment.value, eased)])
    case .move:
      interpolated = KeyframeArithmetic.sum([(from, 1 - progress), (segment.value, progress)])
    case .spring(let spring, let startVelocity):
      let response = spring.motion.responses(at: progress * segment.duration)
      interpolated = (startVelocity ?? endVelocity(ofSegment: index - 1, points: points))
        .flatMap { velocity in
          KeyframeArithmetic.sum([
            (from, response.release), (segment.value, 1 - response.release),
            (velocity, response.push),
          ])
        }
    case .cubic(let startVelocity, let endVelocity):
      let start = startVelocity ?? velocity(atPoint: index, points: points)
      let end = endVelocity ?? velocity(atPoint: index + 1, points: points)
      interpolated = start.flatMap { start in
        end.flatMap { end in
          Self.hermite(from: from, to: segment.value, start, end, segment.duration, progress)
        }
      }
    }
    return interpolated ?? from
  }

  /// The cubic Hermite curve between two values with the given velocities (per second).
  private static func hermite(
    from: Value, to: Value, _ startVelocity: Value, _ endVelocity: Value,
    _ duration: Double, _ s: Double
  ) -> Value? {
    let s2 = s * s
    let s3 = s2 * s
    return KeyframeArithmetic.sum([
      (from, 2 * s3 - 3 * s2 + 1),
      (startVelocity, (s3 - 2 * s2 + s) * duration),
      (to, -2 * s3 + 3 * s2),
      (endVelocity, (s3 - s2) * duration),
    ])
  }

  /// The velocity a cubic keyframe takes at `points[point]` when none is given: the velocity
  /// of a linear or preceding spring neighbour, the Catmull-Rom slope between two cubic neighbours, or zero at the
  /// ends of the track and beside a move.
  private func velocity(atPoint point: Int, points: [Value]) -> Value? {
    let before = point > 0 ? segments[point - 1] : nil
    let after = point < segments.count ? segments[point] : nil
    let zero = KeyframeArithmetic.sum([(points[point], 0)])
    if let before, case .linear(let timing) = before.curve, before.duration > 0 {
      return slope(
        from: points[point - 1], to: points[point], over: before.duration,
        pace: timing.velocity(at: 1))
    }
    if let before, case .spring = before.curve {
      return endVelocity(ofSegment: point - 1, points: points)
    }
    if let after, case .linear(let timing) = after.curve, after.duration > 0 {
      return slope(
        from: points[point], to: points[point + 1], over: after.duration,
        pace: timing.velocity(at: 0))
    }
    if let before, let after, case .cubic(_, let explicitEnd) = before.curve,
      case .cubic(let explicitStart, _) = after.curve
    {
      if let explicitEnd { return explicitEnd }
      if let explicitStart { return explicitStart }
      let span = before.duration + after.duration
      guard span > 0 else { return zero }
      return slope(from: points[point - 1], to: points[point + 1], over: span)
    }
    return zero
  }

  /// The velocity of the track as segment `index` ends: zero before the first segment, after
  /// a move or an instant segment; a linear segment's slope at its end, a cubic segment's end
  /// velocity, and a spring's velocity after its duration.
  private func endVelocity(ofSegment index: Int, points: [Value]) -> Value? {
    let zero = KeyframeArithmetic.sum([(points[max(index, 0)], 0)])
    guard index >= 0, segments[index].duration > 0 else { return zero }
    let segment = segments[index]
    switch segment.curve {
    case .move:
      return zero
    case .linear(let timing):
      return slope(
        from: points[index], to: points[index + 1], over: segment.duration,
        pace: timing.velocity(at: 1))
    case .cubic(_, let end):
      return end ?? velocity(atPoint: index + 1, points: points)
    case .spring(let spring, let startVelocity):
      let response = spring.motion.responses(at: segment.duration)
      return (startVelocity ?? endVelocity(ofSegment: index - 1, points: points))
        .flatMap { velocity in
          KeyframeArithmetic.sum([
            (points[index], response.releaseVelocity),
            (points[index + 1], -response.releaseVelocity),
            (velocity, response.pushVelocity),
          ])
        }
    }
  }

  /// The constant velocity from `from` to `to` over `duration` seconds, times `pace` (a
  /// timing curve's slope; one that is infinite, at the end of a circular curve, counts as 1).
  private func slope(from: Value, to: Value, over duration: Double, pace: Double = 1) -> Value? {
    let rate = (pace.isFinite ? pace : 1) / duration
    return KeyframeArithmetic.sum([(to, rate), (from, -rate)])
  }
}
