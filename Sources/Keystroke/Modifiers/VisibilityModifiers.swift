extension View {
  /// Hides this view but keeps its space, as in SwiftUI. Controls inside stay in the view
  /// tree, so their state lives on.
  public consuming func hidden() -> some View {
    modifier(ElementWrappingModifier { OpacityElement(child: $0, level: .hidden) })
  }

  /// Sets how opaque this view is: 0 hides it (keeping its space), a value between 0 and 1
  /// draws it dimmed, 1 draws it as is.
  public consuming func opacity(_ opacity: Double) -> some View {
    let level = OpacityElement.level(opacity: opacity)
    return modifier(ElementWrappingModifier { OpacityElement(child: $0, level: level) })
  }
}
