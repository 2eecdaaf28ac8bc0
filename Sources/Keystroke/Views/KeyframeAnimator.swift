/// A container that would animate its content with keyframes, SwiftUI's `KeyframeAnimator`.
///
/// A terminal draws no motion, so the content shows where the keyframes rest. The trigger
/// form shows `initialValue` until the trigger changes; after each change it shows the value
/// the keyframes end on, started from the value shown before — where SwiftUI's animation
/// ends and stays. The repeating form shows `initialValue`, the start of the timeline, and
/// no timer runs.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>
where Value == KeyframePath.Value {
  private let initialValue: Value
  private let trigger: KeyframeTrigger?
  private let content: (Value) -> Content
  private let keyframes: (Value) -> KeyframePath

  /// An animator that would play `keyframes` each time `trigger` changes; `content` is shown
  /// for `initialValue`, then for the value the keyframes end on after each change.
  /// `keyframes` is given the value shown before the change.
  nonisolated public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = KeyframeTrigger(trigger)
    self.content = content
    self.keyframes = keyframes
  }

  /// An animator that would loop `keyframes` for as long as `repeating` holds; `content` is
  /// shown for `initialValue`, where the timeline starts.
  nonisolated public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.content = content
    self.keyframes = keyframes
  }
}

extension KeyframeAnimator: View {
  /// The content at the value the keyframes rest on.
  public var body: some View {
    if let trigger {
      let keyframes = keyframes
      KeyframeAnimatorContent(
        initialValue: initialValue, trigger: trigger, content: content,
        end: { start in
          let tracks = keyframes(start) as? KeyframeTracks<Value> ?? KeyframeTracks([])
          return tracks.value(from: start, at: .infinity)
        })
    } else {
      content(initialValue)
    }
  }
}
