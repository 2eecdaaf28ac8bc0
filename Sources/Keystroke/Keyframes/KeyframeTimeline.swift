import Foundation

/// How a value changes over time, described by keyframes, SwiftUI's `KeyframeTimeline`: a
/// clip you can evaluate at any time. Evaluation is exact arithmetic on ``VectorArithmetic``
/// values (see ``LinearKeyframe``, ``CubicKeyframe`` and ``MoveKeyframe``).
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: KeyframeTracks<Value>

  /// A timeline that starts from `initialValue` and follows the tracks of `content`.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.initialValue = initialValue
    tracks = content() as? KeyframeTracks<Value> ?? KeyframeTracks([])
  }

  /// The length of the timeline in seconds: that of its longest track.
  public var duration: TimeInterval { tracks.duration }

  /// The value `time` seconds in: the initial value before the start, and where every track
  /// ends after the end.
  public func value(time: Double) -> Value {
    tracks.value(from: initialValue, at: time)
  }

  /// The value `progress` of the way through the timeline, 0 being the start and 1 the end.
  public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }
}
