import Foundation

extension View {
  /// Accepted and has no effect: a terminal shows the change at once.
  public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self
  }

  /// Accepted and has no effect: a terminal shows the change at once.
  public consuming func animation(_ animation: Animation?) -> some View { self }

  /// Accepted and has no effect: a terminal shows and removes views at once.
  public consuming func transition(_ transition: AnyTransition) -> some View { self }

  /// Accepted and has no effect: a terminal cell has square corners.
  public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    self
  }

  /// Accepted and has no effect: a terminal draws no shadows.
  public consuming func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }

  /// Accepted and has no effect: a terminal has no safe areas (its whole grid is usable).
  public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }
}
