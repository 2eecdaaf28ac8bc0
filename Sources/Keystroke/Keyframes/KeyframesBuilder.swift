/// Builds the tracks of a keyframe animation from the ``KeyframeTrack``s listed in its
/// closure, SwiftUI's `KeyframesBuilder`; the tracks run side by side.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// One track of the root value.
  public static func buildExpression<Property, Content>(
    _ track: KeyframeTrack<Value, Property, Content>
  ) -> KeyframeTracks<Value> {
    KeyframeTracks([track.rootTrack])
  }

  /// A keyframe (or keyframe content) of the whole value, listed outside a track: such
  /// keyframes follow one another, as in one ``KeyframeTrack``.
  public static func buildExpression<Content: KeyframeTrackContent>(
    _ keyframes: Content
  ) -> KeyframeTracks<Value> where Content.Value == Value {
    KeyframeTracks([], loose: keyframes.segments)
  }

  /// Tracks built elsewhere.
  public static func buildExpression(_ tracks: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
    tracks
  }

  /// The tracks listed, side by side.
  public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
    parts.reduce(KeyframeTracks([])) { $0.followed(by: $1) }
  }

  /// The tracks of an `if` whose condition holds, or none.
  public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
    part ?? KeyframeTracks([])
  }

  /// The tracks of the `if` branch.
  public static func buildEither(first part: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
    part
  }

  /// The tracks of the `else` branch.
  public static func buildEither(second part: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
    part
  }

  /// The tracks of every pass of a `for` loop.
  public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
    parts.reduce(KeyframeTracks([])) { $0.followed(by: $1) }
  }
}
