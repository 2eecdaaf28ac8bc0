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
  func nativePlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    let element = makeElement(items: subviews.map(\.slot.element), previous: nil)
    element.place(in: CellRect(covering: bounds), proposal: SizeProposal(layout: proposal))
    for subview in subviews {
      // A rehearsal (see `LayoutGuideMerge`) takes the places the built-in container gave;
      // the placement that follows it puts the subviews where they belong.
      if subview.slot.rehearsing {
        subview.slot.rehearsed = subview.slot.element.frame
      } else {
        subview.slot.placed = true
      }
    }
  }
}
