import Foundation

extension View {
  /// Accepted and has no effect: a terminal draws content at its size in cells, and images
  /// are one glyph.
  public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  {
    self
  }

  /// Accepted and has no effect (see ``aspectRatio(_:contentMode:)``).
  public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self
  }

  /// Accepted and has no effect: a terminal cannot draw text or glyphs at another size.
  public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Accepted and has no effect: a terminal cannot draw text or glyphs at another size.
  public consuming func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

  /// Accepted and has no effect: a terminal cannot draw text or glyphs at another size.
  public consuming func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some View
  {
    self
  }

  /// Accepted and has no effect: cells cannot be turned.
  public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Accepted and has no effect (see ``aspectRatio(_:contentMode:)``).
  public consuming func scaledToFit() -> some View { self }

  /// Accepted and has no effect (see ``aspectRatio(_:contentMode:)``).
  public consuming func scaledToFill() -> some View { self }

  /// Accepted and has no effect: overlapping views are drawn in declaration order.
  public consuming func zIndex(_ value: Double) -> some View { self }

  /// Redacts this view: `.placeholder` and `.privacy` draw it dimmed, as a placeholder the
  /// terminal can show (its space and shape stay); an empty set draws it as is.
  public consuming func redacted(reason: RedactionReasons) -> some View {
    opacity(reason.isEmpty ? 1 : 0.5)
  }

  /// Accepted and has no effect: redaction dims a whole subtree.
  public consuming func unredacted() -> some View { self }
}
