extension View {
  /// Sets how big the sheet this view is in is (see ``PresentationSizing``): `.form`, `.page`,
  /// `.fitted`, a sizing of your own, made `fitted` or `sticky` in some dimensions. Applied
  /// outside a sheet it has no effect; popovers and menus keep their own sizes.
  public consuming func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    modifier(PresentationSizingModifier(sizing: SheetSizing(sizing)))
  }
}

/// Gives the layer being built its sizing.
struct PresentationSizingModifier: ViewModifier, PrimitiveModifier {
  let sizing: SheetSizing

  func makeElements<Content: View>(content: Content, in context: BuildContext) -> [Element] {
    let record = context.interactions
    if let index = record.layers.firstIndex(where: { $0.number == record.currentLayer }) {
      record.layers[index].sizing = sizing
    }
    return context.build(content, key: .index(0))
  }
}
