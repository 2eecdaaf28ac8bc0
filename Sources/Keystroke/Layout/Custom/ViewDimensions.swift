import Foundation

/// A view's size and where its alignment guides fall, SwiftUI's `ViewDimensions`, in cells.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The horizontal guides the view sets with `.alignmentGuide(_:computeValue:)`, or that
  /// pass out to it from the views it holds.
  var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
  /// The vertical guides the view sets with `.alignmentGuide(_:computeValue:)`, or that pass
  /// out to it from the views it holds.
  var explicitVertical: [VerticalAlignment: CGFloat] = [:]
  /// Answers the guides a container laid out by a ``Layout`` of the app's own defines with
  /// its `explicitAlignment` methods, asked only for the guides read.
  var layoutGuides: LayoutGuideSource?

  /// Dimensions of a view of this size that sets no guide.
  init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// Dimensions of a view of `size` that sets no guide.
  init(_ size: CellSize) {
    width = CGFloat(size.width)
    height = CGFloat(size.height)
  }

  /// Where `guide` lies, measured from the view's leading edge: where the view set it, or
  /// else its default (for a guide of the app's own, its ``AlignmentID/defaultValue(in:)``).
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(in: self)
  }

  /// Where `guide` lies, measured from the view's top: where the view set it, or else its
  /// default (for a guide of the app's own, its ``AlignmentID/defaultValue(in:)``). A line of
  /// text's baseline is its own row, so the first text baseline is the top row and the last
  /// the bottom one.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(in: self)
  }

  /// Where `guide` lies if the view sets it with `.alignmentGuide(_:computeValue:)` (or a
  /// view inside passes it out), else `nil`.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    if let value = explicitHorizontal[guide] { return value }
    return layoutGuides?.value(of: .horizontal(guide))
  }

  /// Where `guide` lies if the view sets it with `.alignmentGuide(_:computeValue:)` (or a
  /// view inside passes it out), else `nil`.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    if let value = explicitVertical[guide] { return value }
    return layoutGuides?.value(of: .vertical(guide))
  }

  /// Whether the two describe the same size and guides.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
      && lhs.explicitHorizontal == rhs.explicitHorizontal
      && lhs.explicitVertical == rhs.explicitVertical && lhs.layoutGuides === rhs.layoutGuides
  }
}
