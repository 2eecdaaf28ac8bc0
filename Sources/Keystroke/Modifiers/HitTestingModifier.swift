extension View {
  /// Sets whether clicks reach this view. With `false` it is drawn as before, but a click on it
  /// goes to the view beneath (a badge over a button lets the button take the click) and the
  /// controls inside are not pressed by the mouse; the keyboard still reaches them.
  public consuming func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(
      ElementWrappingModifier { enabled ? $0 : NoHitTestingElement(child: $0) })
  }
}
