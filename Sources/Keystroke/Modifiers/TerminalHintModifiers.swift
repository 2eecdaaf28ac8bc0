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
