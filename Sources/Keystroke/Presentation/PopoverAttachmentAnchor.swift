import Foundation

/// Where a popover attaches to the view that presents it: a rectangle of the view, or a point
/// given as a fraction of its size.
///
/// A terminal popover opens beside the cells the anchor names (see
/// ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``): a rectangle is measured
/// in cells from the view's top leading corner, and a point names the cell at that fraction of
/// the view's size (`.point(.top)` is the middle cell of its top row).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the presenting view, `.rect(.bounds)` for the whole of it.
  case rect(Anchor<CGRect>.Source)
  /// A point of the presenting view, `.point(.top)` for the middle of its top edge.
  case point(UnitPoint)
}
