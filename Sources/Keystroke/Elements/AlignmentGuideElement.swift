import Foundation

/// Draws and sizes its child as it is, and sets one of its alignment guides:
/// `.alignmentGuide(_:computeValue:)`. A stack aligning the child by that guide reads it
/// through ``Element/dimensions(at:)``.
@MainActor
final class AlignmentGuideElement: WrapperElement {
  override var drawReadsOnlyOwnValues: Bool { true }

  /// The guide this element sets.
  let guide: AlignmentGuide
  /// Works out the guide's value, in cells from the view's leading edge or top, from the
  /// child's dimensions.
  let computeValue: @Sendable (ViewDimensions) -> CGFloat

  init(
    child: Element, guide: AlignmentGuide,
    computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) {
    self.guide = guide
    self.computeValue = computeValue
    super.init(child: child)
    setsAlignmentGuide = true
    setsCustomAlignmentGuide = guide.isCustom || child.setsCustomAlignmentGuide
  }

  /// The child's dimensions with this element's guide set to the value it computes from them.
  func setting(_ dimensions: ViewDimensions) -> ViewDimensions {
    var result = dimensions
    let value = computeValue(dimensions)
    switch guide {
    case .horizontal(let alignment): result.explicitHorizontal[alignment] = value
    case .vertical(let alignment): result.explicitVertical[alignment] = value
    }
    return result
  }
}
