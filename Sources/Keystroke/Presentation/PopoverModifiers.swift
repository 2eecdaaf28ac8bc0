extension View {
  /// Presents `content` in a popover while `isPresented` is true.
  ///
  /// A terminal popover is a bordered box beside the view that presents it: below the view,
  /// or above it when there is no room below (`arrowEdge: .top` prefers above), moved along
  /// to stay inside the window. Like a sheet it is modal to its window and Escape closes it.
  /// It attaches to the whole view: `attachmentAnchor` does not move it.
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
        prefersAbove: arrowEdge == .top))
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
        prefersAbove: arrowEdge == .top))
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
