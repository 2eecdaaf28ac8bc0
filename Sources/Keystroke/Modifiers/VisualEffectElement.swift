import KeystrokeTerminal

/// Draws its child with the effect worked out from the rectangle the child was placed in:
/// moved by whole cells and drawn dimmed or not at all, the terminal's `.visualEffect` and
/// `.scrollTransition`. The layout keeps the child's place, as an effect never changes layout;
/// clicks find the child where it is drawn.
@MainActor
final class VisualEffectElement: WrapperElement {
  override class var passesAlignmentGuides: Bool { true }

  /// The effect for the rectangle the element is placed in.
  let effect: @MainActor (CellRect) -> ResolvedVisualEffect
  /// The effect the last layout worked out.
  private(set) var applied = ResolvedVisualEffect()

  init(child: Element, effect: @escaping @MainActor (CellRect) -> ResolvedVisualEffect) {
    self.effect = effect
    super.init(child: child)
  }

  override func place(in rect: CellRect) {
    frame = rect
    applied = effect(rect)
    let (columns, rows) = applied.cells
    child.place(
      in: CellRect(x: rect.x + columns, y: rect.y + rows, width: rect.width, height: rect.height))
  }

  override func draw(into screen: inout ScreenBuffer, clip: CellRect) {
    switch OpacityElement.level(opacity: applied.opacity) {
    case .hidden:
      return
    case .opaque:
      child.draw(into: &screen, clip: clip)
    case .dimmed:
      child.draw(into: &screen, clip: clip)
      screen.restyle(child.frame.intersection(clip)) { style in style.attributes.insert(.dim) }
    }
  }
}
