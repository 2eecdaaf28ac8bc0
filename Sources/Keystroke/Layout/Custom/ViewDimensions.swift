import Foundation

/// A view's size and where its alignment guides fall, SwiftUI's `ViewDimensions`, in cells.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The horizontal guides the view sets with `.alignmentGuide(_:computeValue:)`.
  var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
  /// The vertical guides the view sets with `.alignmentGuide(_:computeValue:)`.
  var explicitVertical: [VerticalAlignment: CGFloat] = [:]

  /// Dimensions of a view of this size that sets no guide.
  init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// Where `guide` lies, measured from the view's leading edge: where the view set it, or
  /// else its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    if let explicit = explicitHorizontal[guide] { return explicit }
    switch guide {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    }
  }

  /// Where `guide` lies, measured from the view's top: where the view set it, or else its
  /// default. A line of text's baseline is its own row, so the first text baseline is the top
  /// row and the last the bottom one.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    if let explicit = explicitVertical[guide] { return explicit }
    switch guide {
    case .top: return 0
    case .center: return height / 2
    case .bottom: return height
    case .firstTextBaseline: return min(height, 1)
    case .lastTextBaseline: return height
    }
  }

  /// Where `guide` lies if the view sets it with `.alignmentGuide(_:computeValue:)`, else
  /// `nil`.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }

  /// Where `guide` lies if the view sets it with `.alignmentGuide(_:computeValue:)`, else
  /// `nil`.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }
}
