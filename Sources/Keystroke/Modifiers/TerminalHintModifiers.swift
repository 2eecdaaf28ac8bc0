extension View {
  /// Accepted and has no effect: a terminal draws every character in one cell, so text cannot
  /// be tightened to fit.
  public consuming func allowsTightening(_ flag: Bool) -> some View { self }

  /// Accepted and has no effect: a terminal shows no lock screen or widget where the view
  /// would be redacted; `.redacted(reason: .privacy)` dims a view.
  public consuming func privacySensitive(_ sensitive: Bool = true) -> some View { self }

  /// Accepted and has no effect: a terminal window has no margin to keep its content from
  /// (its edges are the terminal's), so no scene padding is added.
  public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View { self }
}

extension View {
  /// Accepted and has no effect: every badge is drawn in the secondary color at its row's
  /// trailing end, with no platter to make more or less prominent.
  public consuming func badgeProminence(_ prominence: BadgeProminence) -> some View { self }

  /// Accepted and has no effect: a terminal draws every character in one cell, at one size.
  public consuming func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    self
  }

  /// Accepted and has no effect: `.background(in:)` fills with the terminal's own background
  /// whatever style is set here.
  public consuming func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  /// Accepted and has no effect: containers are drawn on the terminal's own background.
  public consuming func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View { self }

  /// Accepted and has no effect: containers are drawn on the terminal's own background, and
  /// `content` is not built.
  public consuming func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View { self }
}
