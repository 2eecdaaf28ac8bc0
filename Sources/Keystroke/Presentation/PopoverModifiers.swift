extension View {
  /// Presents `content` in a popover while `isPresented` is true.
  ///
  /// A terminal popover opens as a sheet, as SwiftUI adapts a popover in a compact size class:
  /// modal to its window, closed by Escape or by setting `isPresented` to false. It is not
  /// drawn beside the view that presents it, so `attachmentAnchor` and `arrowEdge` have no
  /// effect.
  public consuming func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents a popover for `item` while it is not `nil`, opening as a sheet (see
  /// ``popover(isPresented:attachmentAnchor:arrowEdge:content:)``); a different item starts a
  /// fresh one.
  public consuming func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Accepted and has no effect: every terminal popover already opens as a sheet.
  public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  {
    self
  }

  /// Accepted and has no effect: every terminal popover already opens as a sheet.
  public consuming func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View { self }
}
