import Foundation

/// Sets one of the view's alignment guides: `.alignmentGuide(_:computeValue:)`.
struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
  /// The guide set.
  let guide: AlignmentGuide
  /// Works out the guide's value from the view's dimensions.
  let computeValue: @Sendable (ViewDimensions) -> CGFloat

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    context.build(content, key: .index(0)).map {
      AlignmentGuideElement(child: $0, guide: guide, computeValue: computeValue)
    }
  }
}

extension View {
  /// Sets where this view's horizontal alignment guide `g` lies, in cells from its leading
  /// edge: a vertical stack aligned by `g` lines this view up at that point rather than at the
  /// guide's default. The value is rounded to a whole cell. A guide of the app's own
  /// (``AlignmentID``) also passes out through the stacks around this view, so views in
  /// different stacks line up by it.
  public consuming func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
  }

  /// Sets where this view's vertical alignment guide `g` lies, in cells from its top: a
  /// horizontal stack aligned by `g` lines this view up at that point rather than at the
  /// guide's default. The value is rounded to a whole cell. A guide of the app's own
  /// (``AlignmentID``) also passes out through the stacks around this view, so views in
  /// different stacks line up by it.
  public consuming func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
  }
}
