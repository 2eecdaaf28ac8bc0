import Foundation

/// A type that names an alignment guide of the app's own, SwiftUI's `AlignmentID`: make a
/// ``HorizontalAlignment`` or ``VerticalAlignment`` from it with `init(_:)`, align a stack,
/// frame or `ZStack` by it, and set where it lies in a view with
/// `.alignmentGuide(_:computeValue:)`. Values are in cells, rounded to a whole cell where a
/// view is placed.
public protocol AlignmentID {
  /// Where the guide lies in a view that does not set it, measured from the view's leading
  /// edge (a horizontal guide) or top (a vertical one); `context` gives the view's size and
  /// its other guides.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}
