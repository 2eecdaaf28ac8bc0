/// One subview of a custom layout as the layout element holds it: the element and whether
/// the layout placed it during the current placement.
@MainActor
final class LayoutSubviewSlot {
  let element: Element
  /// Whether ``LayoutSubview/place(at:anchor:proposal:)`` ran for this subview since the
  /// container's placement began.
  var placed = false

  init(element: Element) { self.element = element }
}
