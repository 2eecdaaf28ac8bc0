extension View {
  /// Presents `content` in a popover while `isPresented` is true.
  ///
  /// A terminal popover is a bordered box beside the part of the view that `attachmentAnchor`
  /// names (the whole view, a rectangle of it, or the cell at a point of it), on the first
  /// side where it fits without covering that part: `arrowEdge` first when given (`.top`
  /// above, `.bottom` below, `.leading` before, `.trailing` after; a point on an edge of the
  /// view prefers that edge), then below, above, after and before. Beside the anchor its text
  /// wraps to the room there. Like a sheet it is modal to its window and Escape closes it.
  public consuming func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .sheet, presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
        content: { content() },
        buildsUnpresented: true, isPresentedNow: { isPresented.wrappedValue }, isPopover: true,
        attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge))
  }

  /// Presents a popover for `item` while it is not `nil`, beside the view that presents it
  /// (see ``popover(isPresented:attachmentAnchor:arrowEdge:content:)``); a different item
  /// starts a fresh one.
  public consuming func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentationModifier(
        kind: .sheet, presentedID: current.map { AnyHashable($0.id) },
        dismiss: { item.wrappedValue = nil }, onDismiss: nil,
        content: {
          if let current { AnyView(content(current)) } else { AnyView(EmptyView()) }
        }, contentName: PresentationModifier<AnyView>.screenName(of: Content.self),
        isPresentedNow: { item.wrappedValue != nil }, isPopover: true,
        attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge))
  }

  /// Accepted and has no effect: a terminal popover keeps its form at every size.
  public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  {
    self
  }

  /// Accepted and has no effect: a terminal popover keeps its form at every size.
  public consuming func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View { self }
}
