import Foundation

extension View {
  /// Accepted and has no effect: a terminal sheet is drawn on the terminal's background, as
  /// bars are.
  public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

  /// Accepted and has no effect: a terminal sheet is drawn on the terminal's background, so
  /// `content` is not built.
  public consuming func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }

  /// Accepted and has no effect: a terminal sheet has square corners.
  public consuming func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

  /// Accepted and has no effect: a terminal sheet is not resized by swiping, and its content
  /// scrolls.
  public consuming func presentationContentInteraction(
    _ behavior: PresentationContentInteraction
  ) -> some View { self }

  /// Accepted and has no effect: a terminal sheet takes every key while it is up.
  public consuming func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View { self }
}
