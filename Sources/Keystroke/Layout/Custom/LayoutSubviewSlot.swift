/// One subview of a custom layout as the layout element holds it: the element and whether
/// the layout placed it during the current placement.
@MainActor
final class LayoutSubviewSlot {
  let element: Element
  /// Whether ``LayoutSubview/place(at:anchor:proposal:)`` ran for this subview since the
  /// container's placement began.
  var placed = false
  /// Whether a placement is being rehearsed (to find where the layout would put its
  /// subviews, for the guides they set): ``LayoutSubview/place(at:anchor:proposal:)`` then
  /// records the place in ``rehearsed`` instead of moving the subview.
  var rehearsing = false
  /// Where the rehearsed placement put the subview; `nil` before it is placed.
  var rehearsed: CellRect?

  init(element: Element) { self.element = element }
}
