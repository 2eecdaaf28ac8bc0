import Foundation

/// A layout Keystroke ships (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`):
/// as a container it makes the element of the matching stack or grid, so
/// `AnyLayout(HStackLayout())` lays out exactly as `HStack` does.
@MainActor
protocol NativeLayout {
  /// The element of the matching built-in container around `items`; `previous` is the
  /// element the last update made here, for the container to take over what it can.
  func makeElement(items: [Element], previous: Element?) -> Element
}

extension NativeLayout {
  /// The size the built-in container wants for `proposal`, for a layout that calls this one
  /// itself.
  func nativeSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    let element = makeElement(items: subviews.map(\.slot.element), previous: nil)
    return CGSize(cells: element.sizeThatFits(SizeProposal(layout: proposal)))
  }

  /// Places the subviews as the built-in container would within `bounds`.
  ///
  /// Not in a rehearsal (see `LayoutGuideMerge`): the built-in container places the elements
  /// themselves, and a placement that is not the real one would reach what watches a view's
  /// frame (`.onGeometryChange` reporting a wrong frame, then asking for another layout that
  /// rehearses again). The rehearsal then counts these subviews as centred.
  func nativePlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    guard !subviews.contains(where: { $0.slot.rehearsing }) else { return }
    let element = makeElement(items: subviews.map(\.slot.element), previous: nil)
    element.place(in: CellRect(covering: bounds), proposal: SizeProposal(layout: proposal))
    for subview in subviews {
      subview.slot.placed = true
    }
  }
}
