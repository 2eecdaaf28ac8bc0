extension View {
  /// Shows or hides the scroll bars of the scroll views and lists inside, along `axes`.
  /// Hidden, the bar's column goes to the content.
  public consuming func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    modifier(
      EnvironmentModifier { environment in
        if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        if axes.contains(.horizontal) {
          environment.horizontalScrollIndicatorVisibility = visibility
        }
      })
  }

  /// Where the scroll views inside start: `.bottom` starts a vertical scroll view at its end
  /// (a chat, a log), `.center` in the middle, `.top` (or `nil`) at the start. A scroll view
  /// anchored at its end stays there as content is added, while it is scrolled to the end.
  public consuming func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    environment(\.defaultScrollAnchor, anchor)
  }

  /// Marks the layout whose views are a scroll view's targets; accepted with no effect (a
  /// terminal scrolls by lines and pages).
  public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Sets how a scroll view settles after a swipe; accepted with no effect.
  public consuming func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    self
  }

  /// Lets a scroll view's content draw outside it; accepted with no effect (content is
  /// always clipped to the window).
  public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Sets whether scroll views bounce at their ends; accepted with no effect.
  public consuming func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View { self }
}
