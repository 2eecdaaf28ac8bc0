/// A description of how a value changes over time, SwiftUI's `Keyframes`: the tracks a
/// ``KeyframesBuilder`` collects. A terminal draws no motion, so keyframes are evaluated only by
/// ``KeyframeTimeline`` and to find where a ``KeyframeAnimator`` ends.
public protocol Keyframes<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value
}
