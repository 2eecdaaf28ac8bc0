extension View {
  /// Would play `keyframes` each time `trigger` changes, applying the effects `content`
  /// gives this view for each value; a terminal shows the view with the effects of
  /// `initialValue`, then of the value the keyframes end on after each change (see
  /// ``KeyframeAnimator``).
  public consuming func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView(self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Would loop `keyframes` for as long as `repeating` holds, applying the effects `content`
  /// gives this view for each value; a terminal shows the view with the effects of
  /// `initialValue` (see ``KeyframeAnimator``).
  public consuming func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView(self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
