extension View {
  /// Accepted and has no effect: scrolling content is drawn on the terminal's own background.
  public consuming func scrollContentBackground(_ visibility: Visibility) -> some View { self }

  /// Accepted and has no effect: scroll views and lists in a terminal always answer the page
  /// keys, so the focused control stays reachable.
  public consuming func scrollDisabled(_ disabled: Bool) -> some View { self }
}
