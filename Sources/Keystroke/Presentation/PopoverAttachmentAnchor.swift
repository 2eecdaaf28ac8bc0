import Foundation

/// Where a popover attaches to the view that presents it: a rectangle of the view, or a point
/// given as a fraction of its size.
///
/// A terminal popover opens beside the whole view that presents it (see
/// ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``), so the anchor is
/// accepted and does not move it.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the presenting view, `.rect(.bounds)` for the whole of it.
  case rect(Anchor<CGRect>.Source)
  /// A point of the presenting view, `.point(.top)` for the middle of its top edge.
  case point(UnitPoint)
}
