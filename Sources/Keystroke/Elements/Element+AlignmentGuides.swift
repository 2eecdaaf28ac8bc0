import Foundation

/// Space around a view, in cells.
private typealias CellInsets = (top: Int, leading: Int, bottom: Int, trailing: Int)

extension Element {
  /// This element's dimensions when it takes `size`, with the alignment guides set on it by
  /// `.alignmentGuide(_:computeValue:)`. Guides pass out through the modifiers that keep the
  /// view where it is (borders, opacity, offsets, backgrounds and overlays), and padding
  /// moves them by its leading and top insets, as in SwiftUI. Guides of the app's own
  /// (``AlignmentID``) also pass out of stacks, `ZStack`s, grids and frames, where they put
  /// the children, and a custom ``Layout`` answers for its guides with `explicitAlignment`;
  /// other containers set none.
  func dimensions(at size: CellSize) -> ViewDimensions {
    if setsCustomAlignmentGuide, let contained = containedGuideDimensions(at: size) {
      return contained
    }
    var result = ViewDimensions(size)
    guard let source = guideSource else { return result }
    let inner = source.element.dimensions(
      at: CellSize(
        width: max(0, size.width - source.insets.leading - source.insets.trailing),
        height: max(0, size.height - source.insets.top - source.insets.bottom)))
    for (alignment, value) in inner.explicitHorizontal {
      result.explicitHorizontal[alignment] = value + CGFloat(source.insets.leading)
    }
    for (alignment, value) in inner.explicitVertical {
      result.explicitVertical[alignment] = value + CGFloat(source.insets.top)
    }
    if let guide = self as? AlignmentGuideElement { result = guide.setting(result) }
    return result
  }

  /// The element whose alignment guides this one shares, and the space this one adds around
  /// it; `nil` for an element whose guides are its own defaults.
  private var guideSource: (element: Element, insets: CellInsets)? {
    switch self {
    case let padding as PaddingElement:
      return (
        padding.child,
        (padding.top, padding.leading, padding.bottom, padding.trailing)
      )
    case let layered as LayeredElement:
      guard case .child(let index) = layered.sizing, layered.items.indices.contains(index)
      else { return nil }
      return (layered.items[index], (0, 0, 0, 0))
    case let wrapper as WrapperElement:
      guard wrapper is AlignmentGuideElement || type(of: wrapper).passesAlignmentGuides
      else { return nil }
      return (wrapper.child, (0, 0, 0, 0))
    default:
      return nil
    }
  }
}
