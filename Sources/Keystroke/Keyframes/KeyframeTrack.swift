/// A sequence of keyframes animating one property of a root value, SwiftUI's
/// `KeyframeTrack`. Tracks listed together in a ``KeyframesBuilder`` run side by side; each
/// starts from its property's value in the value the keyframes start from.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>
where Content.Value == Value {
  let keyPath: WritableKeyPath<Root, Value>
  let path: KeyframeTrackPath<Value>

  /// A track that animates the property of the root value at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    path = KeyframeTrackPath(segments: content().segments)
  }

  /// A track that animates the whole root value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    keyPath = \Root.self
    path = KeyframeTrackPath(segments: content().segments)
  }

  /// The track as one of the tracks of a root value.
  var rootTrack: KeyframeRootTrack<Root> {
    let keyPath = keyPath
    let path = path
    return KeyframeRootTrack(duration: path.duration) { root, start, time in
      root[keyPath: keyPath] = path.value(from: start[keyPath: keyPath], at: time)
    }
  }
}
