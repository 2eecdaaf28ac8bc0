extension View {
  /// Attaches `gesture`: a ``TapGesture`` with `onEnded` runs on a click, or on Space or
  /// Return while the view has focus (as `onTapGesture`); other gestures are accepted without
  /// effect. Without `.gesture` in `mask`, the gesture is left out.
  public consuming func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    let action = mask.contains(.gesture) ? (gesture as? any ClickableGesture)?.clickAction : nil
    return modifier(OptionalTapModifier(action: action))
  }

  /// Attaches `gesture` alongside the view's others; the same as ``gesture(_:including:)``
  /// here, where only clicks are recognized.
  public consuming func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  )
    -> some View
  {
    self.gesture(gesture, including: mask)
  }

  /// Attaches `gesture` ahead of the view's others; the same as ``gesture(_:including:)``
  /// here, where only clicks are recognized.
  public consuming func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  )
    -> some View
  {
    self.gesture(gesture, including: mask)
  }
}

/// A tap action when a gesture has one, else the content unchanged.
struct OptionalTapModifier: ViewModifier, PrimitiveModifier {
  let action: (@MainActor () -> Void)?

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    guard let action else { return context.build(content, key: .index(0)) }
    return TapGestureModifier(count: 1, action: action).makeElements(
      content: content, in: context)
  }
}
