/// Which elements a point cannot reach because a scroll view clips them away: content laid out
/// beyond a scroll view's window still has its frame there (under a sidebar's bottom bar,
/// under a sheet's buttons), but nothing of it is drawn, so a click there must not press it.
@MainActor
enum ClippedHits {
  /// The elements under `roots` (the window's tree and each presented layer's) that lie
  /// inside a scroll view whose window does not contain the point (`x`, `y`), or inside a view
  /// that clicks pass through (`.allowsHitTesting(false)`).
  static func hidden(at x: Int, _ y: Int, under roots: [Element]) -> Set<ObjectIdentifier> {
    var hidden: Set<ObjectIdentifier> = []
    func hide(_ element: Element) {
      hidden.insert(ObjectIdentifier(element))
      for child in element.children { hide(child) }
    }
    func visit(_ element: Element) {
      if element is NoHitTestingElement
        || (element is ScrollElement && !element.frame.contains(x: x, y: y))
      {
        for child in element.children { hide(child) }
        return
      }
      for child in element.children { visit(child) }
    }
    for root in roots { visit(root) }
    return hidden
  }
}
