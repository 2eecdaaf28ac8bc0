/// Builds the keyframes of a ``KeyframeTrack`` from the keyframes listed in its closure,
/// SwiftUI's `KeyframeTrackContentBuilder`; `if`, `if`/`else` and `for` loops work.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  /// One keyframe, or keyframe content.
  public static func buildExpression<Content: KeyframeTrackContent>(
    _ content: Content
  ) -> KeyframeSequence<Value> where Content.Value == Value {
    KeyframeSequence(content.segments)
  }

  /// The keyframes in the order they are listed.
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
    KeyframeSequence(parts.flatMap(\.keyframeSegments))
  }

  /// The keyframes of an `if` whose condition holds, or none.
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
    part ?? KeyframeSequence([])
  }

  /// The keyframes of the `if` branch.
  public static func buildEither(first part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }

  /// The keyframes of the `else` branch.
  public static func buildEither(second part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }

  /// The keyframes of every pass of a `for` loop, in order.
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(parts.flatMap(\.keyframeSegments))
  }
}
